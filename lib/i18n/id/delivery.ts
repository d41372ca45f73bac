/** delivery screens and messages. */
export const deliveryTexts = {} as const;
