import { fromMilli, toMilli } from '../schemas/common';

/**
 * DOMAIN 15: a recipe's `lossPercent` is the share of a batch expected to come out as rejects.
 * What a batch line is expected to give good, rounded down (a reject is never counted as stock):
 * whole units for counted goods, thousandths for weighed ones. The warehouse counts the real
 * figure at approval; this is the figure its form starts from.
 */
export function expectedGood(planned: number, lossPercent: number, whole: boolean): number {
  // In basis points and thousandths: integers all the way, so 5% of 320 is 16, never 15.999.
  const good = Math.floor((toMilli(planned) * (10_000 - Math.round(lossPercent * 100))) / 10_000);
  return whole ? Math.floor(fromMilli(good)) : fromMilli(good);
}
