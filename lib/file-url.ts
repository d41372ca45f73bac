/** Where the browser reads a stored file: through the BFF, signed in (DOMAIN 13). */
export function fileUrl(path: string | null | undefined, filename: string | null | undefined): string | null {
  if (!path || !filename) return null;
  return `/bff/files/${path.split('/').map(encodeURIComponent).join('/')}/${encodeURIComponent(filename)}`;
}
