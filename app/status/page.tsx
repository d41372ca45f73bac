import { connection } from 'next/server';
import { formatDateTime } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';

export const metadata = { title: t.health.pageTitle };

/**
 * A public, dynamic page with no data: uptime checks read it, and the benchmark compares the
 * order list page against it (the cost of rendering a page at all).
 */
export default async function StatusPage() {
  await connection();
  return (
    <main className="mx-auto max-w-md p-8">
      <h1 className="text-lg font-semibold">{t.health.pageTitle}</h1>
      <p className="mt-2">{t.health.ok}</p>
      <p className="mt-1 text-sm text-slate-600">
        {t.health.serverTime}: {formatDateTime(new Date())}
      </p>
    </main>
  );
}
