/** Product screens and messages. */
export const productTexts = {} as const;
