/** User (staff account) screens and messages. */
export const userTexts = {} as const;
