import type { z } from 'zod';
import type { mitraDetail, mitraItem, mitraOptions } from '../api/schemas/mitra';
import type { outletItem } from '../api/schemas/outlet';

/** What the partner and outlet screens receive from the API (the API's own schemas). */
export type MitraItem = z.infer<typeof mitraItem>;
export type MitraDetail = z.infer<typeof mitraDetail>;
export type MitraOptions = z.infer<typeof mitraOptions>;
export type OutletItem = z.infer<typeof outletItem>;
export type SupplierItem = z.infer<typeof import('../api/schemas/supplier').supplierItem>;
export type UserItem = z.infer<typeof import('../api/schemas/user').userItem>;
export type UserDetail = z.infer<typeof import('../api/schemas/user').userDetail>;
export type UserFormOptions = z.infer<typeof import('../api/schemas/user').userFormOptions>;
export type ProductItem = z.infer<typeof import('../api/schemas/product').productItem>;
export type ProductDetail = z.infer<typeof import('../api/schemas/product').productDetail>;
export type ProductOptions = z.infer<typeof import('../api/schemas/product').productOptions>;
