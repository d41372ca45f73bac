/** Upload messages. */
export const uploadTexts = {} as const;
