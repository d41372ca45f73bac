// Kept apart from api.ts, which imports vitest: the e2e server's seed (e2e/fixtures.ts, through
// fixtures.ts) runs outside vitest, and vitest refuses to load there.
let counter = 0;

/** A name no other test of this run has: `prefix` and a time-and-counter suffix. */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
