import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { env } from '../../env';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { companySettings } from '../db/schema/settings';
import type { companyBody, companyData } from '../schemas/company';
import { fieldChanges, recordAudit } from './audit';

export type Company = z.output<typeof companyData>;

/** What a fresh deployment shows until someone saves: the environment's values (first-start defaults). */
function defaults(): Company {
  const e = env();
  return {
    name: t.app.name,
    address: null,
    phone: null,
    npwp: null,
    isPkp: false,
    bankName: e.BAKERY_BANK_NAME ?? null,
    bankAccountNumber: e.BAKERY_BANK_ACCOUNT_NUMBER ?? null,
    bankAccountName: e.BAKERY_BANK_ACCOUNT_NAME ?? null,
    invoiceFooter: null,
    taxPercent: Number(e.INVOICE_TAX_PERCENT.replace(',', '.')),
    saved: false,
    updatedAt: null,
  };
}

/** GET /settings/company: the bakery's identity for documents and the transfer instructions. */
export async function companySettingsOf(db: Db): Promise<Company> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 1)).limit(1);
  if (!row) return defaults();
  return {
    name: row.name,
    address: row.address,
    phone: row.phone,
    npwp: row.npwp,
    isPkp: row.isPkp,
    bankName: row.bankName,
    bankAccountNumber: row.bankAccountNumber,
    bankAccountName: row.bankAccountName,
    invoiceFooter: row.invoiceFooter,
    taxPercent: Number(row.taxPercent),
    saved: true,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const AUDITED = [
  'name',
  'address',
  'phone',
  'npwp',
  'isPkp',
  'bankName',
  'bankAccountNumber',
  'bankAccountName',
  'invoiceFooter',
  'taxPercent',
] as const;

/** PUT /settings/company/update: one row, written whole, with the changed fields in the audit trail. */
export async function updateCompanySettings(db: Db, actor: Actor, input: z.output<typeof companyBody>) {
  return db.transaction(async (tx) => {
    const before = await companySettingsOf(tx);
    const values = { ...input, taxPercent: input.taxPercent.toFixed(2), updatedBy: actor.userId, updatedAt: actor.now };
    await tx
      .insert(companySettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: companySettings.id, set: values });
    await recordAudit(tx, actor, 'update', 'company-settings', 1, undefined, fieldChanges(before, input, AUDITED));
    return companySettingsOf(tx);
  });
}
