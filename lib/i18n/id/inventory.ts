/** Stock (inventory) screens and messages. */
export const inventoryTexts = {} as const;
