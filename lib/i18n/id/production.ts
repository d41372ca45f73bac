/** Production batch screens and messages. */
export const productionTexts = {} as const;
