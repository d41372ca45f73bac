/**
 * What Next.js hands a page under /[rolePage]: the role's segment and the page's own (`id`,
 * `productId`), and the URL's query, each value as typed in the address bar (read the query with
 * `readList`, never by hand).
 */
export interface RolePageProps<Segment extends string = never> {
  params: Promise<{ rolePage: string } & Record<Segment, string>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}
