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
