'use client';

import { FileCheck2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import { ActionDialog, DialogSubmitRow, useActionDialog } from '@/components/form/action-dialog';
import { Input } from '@/components/ui/input';
import { todayInWib } from '@/lib/i18n/format';
import { invoiceTexts } from '@/lib/i18n/id/invoice';
import type { RolePage } from '@/lib/roles';
import { periodeLabel, previousPeriode } from './invoice-types';
import { Field, fieldAria } from '@/components/form/field';
import { Notice } from '@/components/layout/notice';

/**
 * Month close: choose the period (last month by default), confirm, and wait while every
 * outlet's invoice is made. A month of many outlets takes a while, so the dialog stays open,
 * busy, and says what it is doing until the API answers with how many invoices it made.
 */
export function GenerateInvoices({ role }: { role: RolePage }) {
  const [periode, setPeriode] = useState(previousPeriode);
  const { dialog, busy, run } = useActionDialog();
  const [error, setError] = useState('');
  // Closing the month that is still running bills only what was delivered so far: asked first.
  const [early, setEarly] = useState(false);
  const running = periode === todayInWib().slice(0, 7);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!/^\d{4}-\d{2}$/.test(periode)) return setError(invoiceTexts.periodeRequired);
    setError('');
    if (running && !early) return setEarly(true);
    const res = await run<{ created: number; updated: number }>(
      `/bff/api/transaction/store?periode=${encodeURIComponent(periode)}`,
      { method: 'POST' },
      {
        success: false,
        // Spec 2: after generating, the invoice list.
        then: { push: `/${role}/transaction` },
        onRefused: (r) => {
          const fieldError = r.error && typeof r.error === 'object' ? (r.error as Record<string, string>).periode : '';
          if (fieldError) setError(fieldError);
        },
      },
    );
    if (!res) return;
    // Nothing new to bill is news, not a success.
    if (res.data.created + res.data.updated > 0) toast.success(res.message);
    else toast.info(res.message);
  }

  return (
    <ActionDialog
      {...dialog}
      title={invoiceTexts.generateTitle}
      description={invoiceTexts.generateText}
      trigger={{ label: invoiceTexts.generate, icon: <FileCheck2 aria-hidden /> }}
    >
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate aria-busy={busy}>
        <Field
          id="generate-periode"
          label={invoiceTexts.periode}
          error={error}
          hint={periode ? periodeLabel(periode) : null}
        >
          <Input
            id="generate-periode"
            type="month"
            value={periode}
            disabled={busy}
            onChange={(e) => {
              setPeriode(e.target.value);
              setEarly(false);
            }}
            {...fieldAria('generate-periode', error, periode)}
          />
        </Field>
        {early ? <Notice role="alert">{invoiceTexts.closeRunningMonth}</Notice> : null}
        <div aria-live="polite" className="min-h-5">
          {busy ? (
            <div className="space-y-1">
              <progress
                aria-label={invoiceTexts.generatingShort}
                className="h-2 w-full overflow-hidden rounded accent-brand-700"
              />
              <p className="text-sm text-stone-700">{invoiceTexts.generating(periodeLabel(periode))}</p>
            </div>
          ) : null}
        </div>
        <DialogSubmitRow
          busy={busy}
          label={early ? invoiceTexts.closeRunningYes : invoiceTexts.generateConfirm}
          busyLabel={invoiceTexts.generatingShort}
        />
      </form>
    </ActionDialog>
  );
}
