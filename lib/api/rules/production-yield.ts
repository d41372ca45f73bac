import { fromMilli, toMilli } from '../../typed-text';

/**
 * DOMAIN 15: a recipe's `lossPercent` is the share of a batch expected to come out as rejects.
 * What a batch's made lines of one product are expected to give good, each rounded down (a reject
 * is never counted as stock): whole units for counted goods, thousandths for weighed ones. The
 * loss is taken off the product's total, and from the line without a size first: the plan puts
 * its allowance for rejects there, and its sized lines hold what the outlets ordered. The
 * warehouse counts the real figures at approval; these are where its form starts.
 */
export function expectedGood(
  lines: { size: string | null; qty: number }[],
  lossPercent: number,
  whole: boolean,
): number[] {
  const unit = whole ? 1000 : 1;
  const total = lines.reduce((sum, l) => sum + toMilli(l.qty), 0);
  // In basis points and thousandths: integers all the way, so 5% of 320 is 16, never 15.999.
  const good = Math.floor((total * (10_000 - Math.round(lossPercent * 100))) / 10_000 / unit) * unit;
  let rejects = total - good;
  const order = lines.map((l, i) => i).sort((a, b) => Number(lines[a].size !== null) - Number(lines[b].size !== null));
  const counts = lines.map((l) => toMilli(l.qty));
  // Sized lines from the last: the first sizes listed are the ones the outlets order most.
  for (const i of [
    ...order.filter((i) => lines[i].size === null),
    ...order.filter((i) => lines[i].size !== null).reverse(),
  ]) {
    const off = Math.min(rejects, counts[i]);
    counts[i] -= off;
    rejects -= off;
  }
  return counts.map(fromMilli);
}
