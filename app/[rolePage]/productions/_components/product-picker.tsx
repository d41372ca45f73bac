'use client';

import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ProductionProductOption } from '@/lib/api/schemas/production';
import { bff } from '@/lib/bff-client';
import { t } from '@/lib/i18n/id';

/** Results shown at once; the search narrows the rest (the API answers up to 100). */
const SHOWN = 8;
const DEBOUNCE_MS = 300;

interface Props {
  initialOptions: ProductionProductOption[];
  chosen: ReadonlySet<string>;
  onPick: (option: ProductionProductOption) => void;
}

export function typeLabel(type: string): string {
  return type === 'bahan_jadi' ? t.production.produced : t.production.consumed;
}

/** Finds products and raw materials through GET /production/create?search and adds them as lines. */
export function ProductPicker({ initialOptions, chosen, onPick }: Props) {
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState(initialOptions);
  const [loading, setLoading] = useState(false);
  // Answers can arrive out of order; only the latest search may fill the list.
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  function changeSearch(value: string) {
    setSearch(value);
    clearTimeout(timer.current);
    const term = value.trim();
    const ticket = ++latest.current;
    if (!term) {
      setOptions(initialOptions);
      setLoading(false);
      return;
    }
    timer.current = setTimeout(async () => {
      setLoading(true);
      const res = await bff<{ products: ProductionProductOption[] }>(
        `/bff/api/production/create?search=${encodeURIComponent(term)}`,
      );
      if (ticket !== latest.current) return;
      setLoading(false);
      if (res?.success) setOptions(res.data.products);
    }, DEBOUNCE_MS);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const shown = options.slice(0, SHOWN);
  return (
    <div className="space-y-2">
      <Label htmlFor="production-product-search">{t.production.productSearch}</Label>
      <Input
        id="production-product-search"
        type="search"
        value={search}
        onChange={(e) => changeSearch(e.target.value)}
        placeholder={t.production.productSearchPlaceholder}
        aria-controls="production-product-results"
        autoComplete="off"
      />
      <div aria-live="polite" className="sr-only">
        {loading ? t.production.productSearching : ''}
      </div>
      <ul
        id="production-product-results"
        aria-label={t.production.productResults}
        className="divide-y divide-stone-100 rounded-md border border-stone-200"
      >
        {shown.length === 0 ? (
          <li className="px-3 py-3 text-sm text-stone-600">{t.production.productSearchEmpty}</li>
        ) : null}
        {shown.map((o) => {
          const added = chosen.has(o.productId);
          return (
            <li key={o.productId} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{o.title}</p>
                <p className="text-xs text-stone-500">
                  {o.productId} · {t.production.stock} {o.stock} {o.productUnit}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <Badge tone={o.productTypeKey === 'bahan_jadi' ? 'success' : 'neutral'}>
                  {typeLabel(o.productTypeKey)}
                </Badge>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={added}
                  onClick={() => onPick(o)}
                  aria-label={added ? `${o.title}: ${t.production.alreadyAdded}` : t.production.addLine(o.title)}
                >
                  <Plus aria-hidden />
                  <span className="hidden sm:inline">{added ? t.production.alreadyAdded : t.list.add}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
