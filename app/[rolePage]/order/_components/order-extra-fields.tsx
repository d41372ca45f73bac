'use client';

import { Field, fieldAria } from '@/components/form/field';
import { ContentCard } from '@/components/ui/card';
import { listTexts } from '@/lib/i18n/id/list';
import { orderTexts } from '@/lib/i18n/id/order';
import { CountedTextarea } from '@/components/form/counted-textarea';
import { NativeSelect } from '@/components/ui/native-select';

interface Props {
  isPartner: boolean;
  drivers: { id: number; name: string }[];
  driver: string;
  onDriver: (value: string) => void;
  notes: string;
  onNotes: (value: string) => void;
  errors: { driver?: string; notes?: string };
}

/** The driver (staff only: partners do not assign drivers) and free notes for the bakery. */
export function OrderExtraFields({ isPartner, drivers, driver, onDriver, notes, onNotes, errors }: Props) {
  return (
    <ContentCard columns>
      {isPartner ? null : (
        <Field id="driver" label={orderTexts.driver} error={errors.driver} hint={orderTexts.driverHint}>
          <NativeSelect
            id="driver"
            className="h-11 text-base sm:text-sm"
            value={driver}
            onChange={(e) => onDriver(e.target.value)}
            {...fieldAria('driver', errors.driver, orderTexts.driverHint)}
            placeholder={orderTexts.driverNone}
            options={drivers.map((d) => ({ value: d.id, label: d.name }))}
          />
        </Field>
      )}
      <Field
        id="notes"
        label={
          <>
            {orderTexts.notes} <span className="font-normal text-stone-500">{listTexts.optional}</span>
          </>
        }
        className={isPartner ? 'sm:col-span-2' : undefined}
      >
        <CountedTextarea
          id="notes"
          rows={3}
          max={500}
          className="placeholder:text-stone-400"
          placeholder={orderTexts.notesPlaceholder}
          value={notes}
          error={errors.notes}
          onChange={(e) => onNotes(e.target.value)}
        />
      </Field>
    </ContentCard>
  );
}
