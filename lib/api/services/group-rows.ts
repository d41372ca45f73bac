/**
 * Rows of one query gathered per `key` (a route's stops, an order's lines), in the rows' order;
 * each row keeps its other fields. A key without rows has no entry: read it with `?? []`.
 */
export function groupRows<R extends object, K extends keyof R>(rows: readonly R[], key: K): Map<R[K], Omit<R, K>[]> {
  const groups = new Map<R[K], Omit<R, K>[]>();
  for (const row of rows) {
    const { [key]: value, ...rest } = row;
    const group = groups.get(value);
    if (group) group.push(rest);
    else groups.set(value, [rest]);
  }
  return groups;
}
