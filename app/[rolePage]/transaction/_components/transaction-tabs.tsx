import { ScreenTabs } from '@/components/layout/screen-tabs';
import { can } from '@/lib/can';
import { auditTexts } from '@/lib/i18n/id/audit';
import { receivablesTexts } from '@/lib/i18n/id/receivables';
import type { RolePage } from '@/lib/roles';

/** Transaksi's tabs (DOMAIN 19-20): the invoices, who owes what for how long, the reminders, and who changed what. */
export function TransactionTabs({
  role,
  current,
}: {
  role: RolePage;
  current: 'invoices' | 'receivables' | 'reminders' | 'audit';
}) {
  return (
    <ScreenTabs
      label={receivablesTexts.tabsLabel}
      current={current}
      tabs={[
        { key: 'invoices', href: `/${role}/transaction`, label: receivablesTexts.invoiceTab },
        {
          key: 'receivables',
          href: `/${role}/transaction/receivables`,
          label: receivablesTexts.tab,
          shown: can(role, 'GET /receivables'),
        },
        {
          key: 'reminders',
          href: `/${role}/transaction/reminders`,
          label: receivablesTexts.reminderTab,
          shown: can(role, 'GET /reminder'),
        },
        { key: 'audit', href: `/${role}/transaction/audit`, label: auditTexts.tab, shown: can(role, 'GET /audit') },
      ]}
    />
  );
}
