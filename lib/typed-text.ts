/**
 * What spec 5 strips from a typed field, as plain functions: the API's schemas apply them
 * (lib/api/schemas/common.ts) and the forms show the same as the user types. No zod here, so a
 * form that only needs these (the login form) does not carry the schema library to the browser.
 */

/** Numeric fields keep their digits only. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');

/** Usernames lose every whitespace. */
export const noWhitespace = (value: string) => value.replace(/\s+/g, '');

/** Digits and the separators of an amount; everything else (Rp, spaces, units) goes. */
export const amountChars = (value: string) => value.replace(/[^\d.,]+/g, '');
