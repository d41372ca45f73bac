import { listTexts } from '@/lib/i18n/id/list';

/** While a list screen loads on the server: the shape of a list, not a blank page. */
export function ListSkeleton() {
  return (
    <div className="mx-auto max-w-6xl animate-pulse space-y-4" aria-busy="true">
      <p className="sr-only" role="status">
        {listTexts.loading}
      </p>
      <div className="h-8 w-48 rounded bg-stone-200" />
      <div className="h-4 w-96 max-w-full rounded bg-stone-100" />
      <div className="h-10 w-full max-w-md rounded bg-stone-100" />
      <div className="space-y-2 rounded-lg border border-stone-200 bg-white p-4">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="h-8 rounded bg-stone-100" />
        ))}
      </div>
    </div>
  );
}
