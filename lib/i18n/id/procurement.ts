/** Procurement screens and messages. */
export const procurementTexts = {} as const;
