'use client';

import { catalogueCall } from '@/components/lines/catalogue-call';
import type { ProcurementFormOptions } from '@/lib/api/schemas/procurement';

/** The products a procurement (or a supplier's price list) may name (GET /procurement/create). */
export const searchProcurementCatalogue = catalogueCall(
  '/bff/api/procurement/create',
  (d: { options: ProcurementFormOptions }) => d.options.products,
);
