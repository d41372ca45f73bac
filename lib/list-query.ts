import { createLoader, createParser, createSerializer, type inferParserType } from 'nuqs/server';

/**
 * List state in the URL (spec 7/9: page from 1, search, and each list's filters), one parser map
 * per list shared by the server page (which reads it and asks the API) and the client filters
 * (which change it). nuqs' server entry holds no server-only code, so both sides import this.
 */

/** ?page=0, ?page=abc or ?page=-2 read as the first page instead of an API refusal. */
const pageParser = createParser({
  parse: (v) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 1 ? n : null;
  },
  serialize: String,
}).withDefault(1);

/** Free text as typed, trimmed; the API takes up to 100 characters of a search. */
const searchParser = createParser({
  parse: (v) => v.trim().slice(0, 100) || null,
  serialize: (v: string) => v,
}).withDefault('');

/** A filter value (status, type, date, outlet); empty means all. */
export const filterParser = createParser({
  parse: (v) => v.trim() || null,
  serialize: (v: string) => v,
}).withDefault('');

/** A filter the API knows only some values of: an old bookmark with another shows everything. */
const oneOf = (values: readonly string[]) =>
  createParser({
    parse: (v) => (values.includes(v) ? v : null),
    serialize: (v: string) => v,
  }).withDefault('');

export const listParams = { page: pageParser, search: searchParser };

export const LIST_PARAMS = {
  plain: listParams,
  products: { ...listParams, type: filterParser },
  stock: { ...listParams, type: filterParser },
  stockHistory: { ...listParams, inBound: filterParser },
  productions: { ...listParams, status: filterParser },
  procurements: (filters: readonly string[]) => ({ ...listParams, status: oneOf(filters) }),
  orders: { ...listParams, status: filterParser, deliveryDate: filterParser, branchId: filterParser },
  invoices: { ...listParams, status: filterParser, periode: filterParser, overdue: oneOf(['true']) },
  /** Piutang: the day the ageing is read for (today by default) and the order of the partners. */
  receivables: { ...listParams, asOf: filterParser, sort: oneOf(['total', 'overdue', 'exposure', 'partner']) },
  reminders: { ...listParams, status: oneOf(['menunggu', 'terkirim', 'selesai']) },
  /** Jejak Audit: which records, whose, and the days (WIB). */
  audit: { page: pageParser, entity: filterParser, entityId: filterParser, from: filterParser, to: filterParser },
  changeRequests: (statuses: readonly string[]) => ({ ...listParams, status: oneOf(statuses) }),
  standingOrders: { ...listParams, branchId: filterParser },
  returns: (statuses: readonly string[]) => ({ ...listParams, status: oneOf(statuses) }),
  disputes: { ...listParams, status: oneOf(['open', 'resolved']) },
  /** Rencana Produksi: the delivery date planned (the page falls back to tomorrow). */
  plan: { deliveryDate: filterParser },
  /** Pengiriman: the date (the page falls back to today), status and "only mine". */
  deliveries: { date: filterParser, status: filterParser, mine: filterParser },
} as const;

export type Parsers = Record<string, typeof filterParser | typeof pageParser>;
export type ListValues<P extends Parsers> = inferParserType<P>;

/** Reads a list's state from a page's searchParams. */
export function loadList<P extends Parsers>(
  parsers: P,
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<ListValues<P>> {
  return createLoader(parsers)(searchParams);
}

/** The API query of a list's state: defaults left out ('?page=2&status=lunas', or ''). */
export function listApiQuery<P extends Parsers>(parsers: P, values: Partial<ListValues<P>>): string {
  return createSerializer(parsers)(values as never);
}

/** A list page's state and the API query for it, in one read. */
export async function readList<P extends Parsers>(
  parsers: P,
  searchParams: Promise<Record<string, string | string[] | undefined>>,
) {
  const values = await loadList(parsers, searchParams);
  return { values, apiQuery: listApiQuery(parsers, values) };
}
