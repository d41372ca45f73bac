'use client';

import { catalogueCall } from '@/components/lines/catalogue-call';
import type { ProductionProductOption } from '@/lib/api/schemas/production';

/** The catalogue a batch or a recipe picks its products from (GET /production/create). */
export const searchProductionCatalogue = catalogueCall(
  '/bff/api/production/create',
  (d: { products: ProductionProductOption[] }) => d.products,
);
