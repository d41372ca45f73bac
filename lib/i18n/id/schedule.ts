/** schedule screens and messages. */
export const scheduleTexts = {} as const;
