/**
 * Text that a spreadsheet program could take for a formula ("=HYPERLINK(...)", "+62…",
 * "-1+1", "@SUM(…)") is neutralised by prefixing an apostrophe (QUALITY 9, OWASP "CSV
 * injection"). The apostrophe, not a space: it is the marker spreadsheet users know for "this
 * is text", it stays in the value when the sheet is re-saved as CSV or pasted elsewhere (a
 * leading space is trimmed by many tools, bringing the formula back), and it shows the reader
 * that the value was altered. Tab and carriage return are included because some programs
 * strip them and then see the formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** What `safeCell` wrote, read back: a file the bakery exported imports to the same values. */
export function fromSafeCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
