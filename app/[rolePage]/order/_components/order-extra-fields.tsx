'use client';

import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { t } from '@/lib/i18n/id';
import { CountedTextarea } from '@/components/form/counted-textarea';

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
            <Label htmlFor="driver">{t.order.driver}</Label>
            <select
              id="driver"
              className="flex h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-base aria-invalid:border-red-600 sm:text-sm"
              value={driver}
              onChange={(e) => onDriver(e.target.value)}
              aria-invalid={errors.driver ? true : undefined}
              aria-describedby={errors.driver ? 'driver-error' : 'driver-hint'}
            >
              <option value="">{t.order.driverNone}</option>
              {drivers.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
            {errors.driver ? (
              <p id="driver-error" role="alert" className="text-sm text-red-700">
                {errors.driver}
              </p>
            ) : (
              <p id="driver-hint" className="text-xs text-stone-500">
                {t.order.driverHint}
              </p>
            )}
          </div>
        )}
        <div className={isPartner ? 'space-y-1.5 sm:col-span-2' : 'space-y-1.5'}>
          <Label htmlFor="notes">
            {t.order.notes} <span className="font-normal text-stone-500">{t.list.optional}</span>
          </Label>
          <CountedTextarea
            id="notes"
            rows={3}
            max={500}
            className="placeholder:text-stone-400"
            placeholder={t.order.notesPlaceholder}
            value={notes}
            error={errors.notes}
            onChange={(e) => onNotes(e.target.value)}
          />
        </div>
      </CardContent>
    </Card>
  );
}
