import { listTexts } from '@/lib/i18n/id/list';
import { labelled } from '@/lib/labelled';
import { QuerySelect } from './query-select';

/**
 * The `?status=` filter of a list whose states are a fixed list, each labelled by the domain's
 * texts (`<StatusFilter statuses={RETURN_STATUSES} labels={tr.statuses} … />`). A server
 * component: the options are built where the page renders, the select itself is `QuerySelect`.
 */
export function StatusFilter<S extends string>({
  statuses,
  labels,
  label,
  allLabel,
}: {
  statuses: readonly S[];
  labels: Record<S, string>;
  label: string;
  allLabel?: string;
}) {
  return <QuerySelect name="status" label={label} allLabel={allLabel} options={labelled(statuses, labels)} />;
}

/** The `?type=` filter of a product list (Stok, Produk): the product types the API offers, by key. */
export function ProductTypeFilter({ types }: { types: { key: string; name: string }[] | undefined }) {
  return (
    <QuerySelect
      name="type"
      label={listTexts.filterType}
      options={(types ?? []).map((o) => ({ value: o.key, label: o.name }))}
    />
  );
}
