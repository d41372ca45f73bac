/** The largest file an upload takes (receipts, proof photos, product pictures): checked in the browser first. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
