import { PageHeader } from '@/components/layout/page-header';
import { requireScreen } from '@/lib/server/current-user';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { OutletForm } from '../_components/outlet-form';

type Options = { branch: { id: number; name: string }[]; owners: { id: number; name: string }[]; regions: string[] };

export default async function CreateOutletPage({
  params,
  searchParams,
}: {
  params: Promise<{ rolePage: string }>;
  searchParams: Promise<{ ownerId?: string }>;
}) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/outlet', 'POST /outlet/store');
  const { data } = await serverRead<{ options: Options }>(user, '/outlet/create');
  const { ownerId } = await searchParams;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.outlet.createTitle} />
      <OutletForm
        role={user.rolePage}
        options={data?.options ?? { branch: [], owners: [], regions: [] }}
        ownerId={ownerId}
      />
    </div>
  );
}
