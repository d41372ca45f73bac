import { StatusFilter } from '@/components/data-table/list-filters';
import { ListScreen } from '@/components/layout/list-screen';
import { REMINDER_STATUSES } from '@/lib/api/schemas/receivables';
import { can } from '@/lib/can';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS } from '@/lib/list-query';
import { readListPage } from '@/lib/server/api-read';
import { requireScreen } from '@/lib/server/current-user';
import { ReminderTable, type ReminderRow } from '../_components/reminder-table';
import type { RolePageProps } from '@/lib/server/page-props';
import { Notice } from '@/components/layout/notice';
import { ScreenTabs } from '@/components/layout/screen-tabs';
import { RunNowButton } from '@/components/form/run-now-button';

const tr = t.receivables;

/** Pengingat, a tab of Transaksi (DOMAIN 19): payment reminders to send by WhatsApp. */
export default async function RemindersPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/transaction', 'GET /reminder');
  const {
    values: query,
    data,
    message,
    list,
  } = await readListPage(LIST_PARAMS.reminders, searchParams).from<ReminderRow>(user, '/reminder');
  const canSend = can(user.rolePage, 'POST /reminder/mark-sent/{id}');
  return (
    <ListScreen
      tabs={<ScreenTabs screen="transaction" role={user.rolePage} current="reminders" />}
      title={tr.reminderTitle}
      description={canSend ? tr.reminderIntro : tr.reminderIntroPartner}
      actions={
        can(user.rolePage, 'POST /reminder/generate') ? (
          <RunNowButton path="/bff/api/reminder/generate" label={tr.generate} />
        ) : null
      }
    >
      {!data ? (
        <Notice role="alert" tone="danger" className="mb-6">
          {message}
        </Notice>
      ) : null}
      <ReminderTable
        role={user.rolePage}
        list={list}
        canSend={canSend}
        emptyText={query.status ? tr.reminderEmptyFiltered : tr.reminderEmpty}
        filters={<StatusFilter statuses={REMINDER_STATUSES} labels={tr.reminderStatuses} label={tr.reminderFilter} />}
      />
    </ListScreen>
  );
}
