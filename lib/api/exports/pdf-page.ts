/** The page every PDF of the back office is laid out on: A4 in points with 50 pt margins. */
export const PAGE = { width: 595.28, height: 841.89, margin: 50 };
export const RIGHT = PAGE.width - PAGE.margin;
export const CONTENT_W = RIGHT - PAGE.margin;
/** Bottom of the writable area: the page number sits below it. */
export const BOTTOM = PAGE.height - PAGE.margin - 20;
export const INK = '#1c1917';
export const MUTED = '#57534e';
export const RULE = '#d6d3d1';
export const BRAND = '#9a3412';
