import { sql } from 'drizzle-orm';
import { outlets } from '../db/schema/outlets';

const blankToNull = (column: unknown) => sql`nullif(trim(${column}), '')`;

/** The outlet's address in one line, as a driver reads it: street, village, subdistrict, city, province, postal code. */
export const outletAddressSql = sql<
  string | null
>`nullif(concat_ws(', ', ${blankToNull(outlets.address)}, ${blankToNull(outlets.village)}, ${blankToNull(outlets.subdistrict)}, ${blankToNull(outlets.district)}, ${blankToNull(outlets.region)}, ${blankToNull(outlets.postalCode)}), '')`;
