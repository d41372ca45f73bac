/** Supplier screens and messages. */
export const supplierTexts = {} as const;
