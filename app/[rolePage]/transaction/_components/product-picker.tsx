'use client';

import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { bff } from '@/lib/bff-client';
import { t } from '@/lib/i18n/id';
import type { ManualInvoiceOptions, ProductOption } from './invoice-types';

const ti = t.invoice;

interface Props {
  initial: ProductOption[];
  added: ReadonlySet<string>;
  onAdd: (product: ProductOption) => void;
}

/**
 * Finds products for a manual invoice by code or name. The server searches the whole catalogue
 * (the form starts with the first 100), a moment after typing stops so each key is not a request.
 */
export function ProductPicker({ initial, added, onAdd }: Props) {
  const [term, setTerm] = useState('');
  const [results, setResults] = useState(initial);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef('');
  useEffect(() => () => clearTimeout(timer.current), []);

  function search(next: string) {
    setTerm(next);
    clearTimeout(timer.current);
    const query = next.trim();
    latest.current = query;
    if (!query) {
      setResults(initial);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(async () => {
      const res = await bff<{ options: ManualInvoiceOptions }>(
        `/bff/api/transaction/create?search=${encodeURIComponent(query)}`,
      );
      // An older answer arriving after a newer search must not replace it.
      if (latest.current !== query) return;
      setLoading(false);
      if (res?.success) setResults(res.data.options.products);
    }, 250);
  }

  return (
    <div className="space-y-2">
      <Label htmlFor="invoice-product-search">{ti.productSearch}</Label>
      <Input
        id="invoice-product-search"
        type="search"
        value={term}
        onChange={(e) => search(e.target.value)}
        placeholder={ti.productSearchPlaceholder}
        autoComplete="off"
      />
      <ul
        className="max-h-64 divide-y divide-stone-100 overflow-y-auto rounded-md border border-stone-200"
        aria-busy={loading}
        aria-label={ti.searchResults}
      >
        {results.length === 0 ? (
          <li className="px-3 py-4 text-sm text-stone-600">{loading ? t.list.loading : ti.noProducts}</li>
        ) : (
          results.map((p) => {
            const isAdded = added.has(p.productId);
            return (
              <li key={p.productId} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <div className="min-w-0">
                  <p className="truncate font-medium">{p.title}</p>
                  <p className="text-xs text-stone-500">{`${p.productId} · ${p.unit}`}</p>
                </div>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={isAdded}
                  onClick={() => onAdd(p)}
                  aria-label={isAdded ? `${ti.alreadyAdded}: ${p.title}` : ti.addLine(p.title)}
                >
                  {isAdded ? (
                    ti.alreadyAdded
                  ) : (
                    <>
                      <Plus />
                      {t.list.add}
                    </>
                  )}
                </Button>
              </li>
            );
          })
        )}
      </ul>
    </div>
  );
}
