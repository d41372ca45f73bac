'use client';

import { useState } from 'react';
import { Field } from '@/components/form/field';
import { SectionCard } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { todayInWib } from '@/lib/i18n/format';
import { dispatchTexts } from '@/lib/i18n/id/dispatch';
import { DeliveryPackButton } from './date-pdf-button';

const tp = dispatchTexts.pack;

/**
 * The delivery pack from the routes tab: its run sheets are the routes' own paper, and finance,
 * which has the routes but not the deliveries list, prints it here (DOMAIN 18).
 */
export function DeliveryPackCard() {
  const [date, setDate] = useState(todayInWib);
  return (
    <SectionCard title={tp.cardTitle} contentClassName="space-y-3">
      <Field id="delivery-pack-date" label={tp.deliveryDate} className="max-w-56">
        <Input id="delivery-pack-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </Field>
      <DeliveryPackButton date={date} />
    </SectionCard>
  );
}
