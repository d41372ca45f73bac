import { ScreenTabs } from '@/components/layout/screen-tabs';
import { can } from '@/lib/can';
import { t } from '@/lib/i18n/id';
import type { RolePage } from '@/lib/roles';

/** Transaksi's tabs (DOMAIN 19-20): the invoices, who owes what for how long, the reminders, and who changed what. */
export function TransactionTabs({
  role,
  current,
}: {
  role: RolePage;
  current: 'invoices' | 'receivables' | 'reminders' | 'audit';
}) {
  const tabs = [
    { key: 'invoices', href: `/${role}/transaction`, label: t.receivables.invoiceTab, shown: true },
    {
      key: 'receivables',
      href: `/${role}/transaction/receivables`,
      label: t.receivables.tab,
      shown: can(role, 'GET /receivables'),
    },
    {
      key: 'reminders',
      href: `/${role}/transaction/reminders`,
      label: t.receivables.reminderTab,
      shown: can(role, 'GET /reminder'),
    },
    { key: 'audit', href: `/${role}/transaction/audit`, label: t.audit.tab, shown: can(role, 'GET /audit') },
  ].filter((tab) => tab.shown);
  if (tabs.length < 2) return null;
  return (
    <ScreenTabs
      label={t.receivables.tabsLabel}
      tabs={tabs.map(({ key, href, label }) => ({ href, label, current: key === current }))}
    />
  );
}
