/** exports screens and messages. */
export const exportsTexts = {} as const;
