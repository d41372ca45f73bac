'use client';

import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
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
    <Card>
      <CardContent className="grid gap-4 pt-5 sm:grid-cols-2">
        {isPartner ? null : (
          <div className="space-y-1.5">
            <Label htmlFor="driver">{orderTexts.driver}</Label>
            <NativeSelect
              id="driver"
              className="h-11 text-base sm:text-sm"
              value={driver}
              onChange={(e) => onDriver(e.target.value)}
              aria-invalid={errors.driver ? true : undefined}
              aria-describedby={errors.driver ? 'driver-error' : 'driver-hint'}
            >
              <option value="">{orderTexts.driverNone}</option>
              {drivers.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </NativeSelect>
            {errors.driver ? (
              <p id="driver-error" role="alert" className="text-sm text-red-700">
                {errors.driver}
              </p>
            ) : (
              <p id="driver-hint" className="text-xs text-stone-500">
                {orderTexts.driverHint}
              </p>
            )}
          </div>
        )}
        <div className={isPartner ? 'space-y-1.5 sm:col-span-2' : 'space-y-1.5'}>
          <Label htmlFor="notes">
            {orderTexts.notes} <span className="font-normal text-stone-500">{listTexts.optional}</span>
          </Label>
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
        </div>
      </CardContent>
    </Card>
  );
}
