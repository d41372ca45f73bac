'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/client/toast';
import { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/form/form-actions';
import { Card, CardContent, SectionCard } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Field, fieldAria } from '@/components/form/field';
import type { ListPage } from '@/lib/api/list';
import { bff } from '@/lib/client/bff';
import { validationTexts } from '@/lib/i18n/id/core';
import { inventoryTexts } from '@/lib/i18n/id/inventory';
import { linesTexts } from '@/lib/i18n/id/lines';
import { listTexts } from '@/lib/i18n/id/list';
import { messageTexts } from '@/lib/i18n/id/messages';
import type { RolePage } from '@/lib/roles';
import { AdjustRow, EMPTY_LINE, signedQty, type Line } from './adjust-row';
import { formatQty, type StockFormItem } from './stock-types';
import { useBffAction } from '@/lib/client/use-bff-action';

const notesSchema = z.object({ notes: z.string().trim().min(1, validationTexts.required).max(500) });
type Values = z.infer<typeof notesSchema>;

interface Props {
  role: RolePage;
  products: StockFormItem[];
  total: number;
}

/**
 * Sesuaikan Stok: a quantity per changed product, Tambah or Kurangi, and why. Typed lines are
 * kept per product, so searching for another product never loses them; only non-zero lines
 * are sent (spec 5), as signed quantities. A refusal keeps everything as typed.
 */
export function AdjustForm({ role, products, total }: Props) {
  const { run } = useBffAction();
  const listHref = `/${role}/inventory`;
  const form = useForm<Values>({ resolver: zodResolver(notesSchema), defaultValues: { notes: '' } });
  const [shown, setShown] = useState(products);
  const [known, setKnown] = useState(() => new Map(products.map((p) => [p.productId, p])));
  const [lines, setLines] = useState<Record<string, Line>>({});
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [itemsError, setItemsError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [searching, startSearch] = useTransition();

  const changes = [...known.values()]
    .map((p) => {
      const line = lines[p.productId] ?? EMPTY_LINE;
      return { product: p, qty: signedQty(line), size: p.sizes.length > 0 ? line.size || null : null };
    })
    .filter((c) => c.qty !== 0);

  function runSearch() {
    startSearch(async () => {
      const q = new URLSearchParams({ limit: '100' });
      if (search.trim()) q.set('search', search.trim());
      const res = await bff<ListPage<StockFormItem, unknown>>(`/bff/api/stock/create?${q}`);
      if (!res) return;
      if (!res.success) return void toast.warning(res.message);
      setShown(res.data.items);
      setKnown((prev) => new Map([...prev, ...res.data.items.map((p) => [p.productId, p] as const)]));
    });
  }

  function change(productId: string, line: Line) {
    setLines((prev) => ({ ...prev, [productId]: line }));
    setRowErrors(({ [productId]: _gone, ...rest }) => rest);
    setItemsError(null);
  }

  async function onSubmit(values: Values) {
    // A quantity that cannot be read ("2.5", four decimals) is refused on its row, as the API would.
    const unreadable = changes.filter((c) => Number.isNaN(c.qty));
    if (unreadable.length > 0) {
      setRowErrors(Object.fromEntries(unreadable.map((c) => [c.product.productId, validationTexts.decimalFormat])));
      return void toast.warning(validationTexts.decimalFormat);
    }
    if (changes.length === 0) {
      setItemsError(inventoryTexts.noChanges);
      return void toast.warning(inventoryTexts.noChanges);
    }
    const items = changes.map((c) => ({
      productId: c.product.productId,
      qty: c.qty,
      unit: c.product.productUnit,
      ...(c.size ? { size: c.size } : {}),
      // What the row showed: a stock that moved since is refused, and the page reads it again.
      stockSeen: c.product.stock,
    }));
    await run(
      '/bff/api/stock/update',
      { body: { notes: values.notes, items } },
      {
        form,
        fields: ['notes'],
        success: messageTexts.stockUpdated,
        then: { push: listHref },
        keepRefusal: true,
        onRefused: ({ error }) => {
          setRowErrors(
            rowErrorsOf(
              error,
              items.map((i) => i.productId),
            ),
          );
          if (error && typeof error === 'object' && 'items' in error) setItemsError(String(error.items));
        },
      },
    );
  }

  // Only the first page of matches is shown: the search box says so and how to narrow it.
  const moreProducts = total > products.length ? inventoryTexts.moreProducts(products.length, total) : undefined;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-6" noValidate>
      <Card>
        <CardContent className="pt-5">
          <Field id="adjust-search" label={inventoryTexts.searchProducts} hint={moreProducts}>
            <div className="flex max-w-md gap-2">
              <Input
                id="adjust-search"
                type="search"
                value={search}
                placeholder={inventoryTexts.searchProductsPlaceholder}
                {...fieldAria('adjust-search', null, moreProducts)}
                onChange={(e) => setSearch(e.target.value)}
                onKeyDown={(e) => {
                  // Enter searches here; it must not submit the adjustment.
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    runSearch();
                  }
                }}
              />
              <Button
                type="button"
                variant="outline"
                onClick={runSearch}
                disabled={searching}
                aria-label={listTexts.search}
              >
                <Search />
              </Button>
            </div>
          </Field>
        </CardContent>
        <ul
          aria-label={inventoryTexts.productList}
          aria-busy={searching}
          className={searching ? 'opacity-60' : undefined}
        >
          {shown.length === 0 ? (
            <li className="px-4 py-8 text-center text-stone-600">{inventoryTexts.noProducts}</li>
          ) : null}
          {shown.map((p) => (
            <AdjustRow
              key={p.productId}
              product={p}
              line={lines[p.productId] ?? EMPTY_LINE}
              error={rowErrors[p.productId]}
              onChange={(line) => change(p.productId, line)}
            />
          ))}
        </ul>
      </Card>

      <SectionCard title={inventoryTexts.summaryTitle} contentClassName="space-y-4">
        {changes.length === 0 ? (
          <p
            className={itemsError ? 'text-sm text-red-700' : 'text-sm text-stone-600'}
            role={itemsError ? 'alert' : undefined}
          >
            {itemsError ?? inventoryTexts.summaryEmpty}
          </p>
        ) : (
          <ul className="space-y-1 text-sm" data-testid="adjust-summary">
            {changes.map(({ product, qty, size }) => (
              <li key={product.productId} className="flex justify-between gap-3">
                <span>
                  {product.title}
                  {product.sizes.length > 0 ? ` (${size ? linesTexts.sizeLabel(size) : linesTexts.withoutSize})` : null}
                </span>
                <span className={`whitespace-nowrap font-semibold ${qty > 0 ? 'text-green-800' : 'text-red-700'}`}>
                  {formatQty(qty, true)} {product.productUnit}
                </span>
              </li>
            ))}
          </ul>
        )}
        <TextField
          form={form}
          name="notes"
          label={inventoryTexts.notesLabel}
          hint={inventoryTexts.notesHint}
          maxLength={500}
        />
      </SectionCard>

      <FormActions busy={form.formState.isSubmitting} cancelHref={listHref} />
    </form>
  );
}

/** The API's refusal per product: the ledger keys it by product id, validation by line index. */
function rowErrorsOf(error: unknown, sentIds: string[]): Record<string, string> {
  if (!error || typeof error !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(error as Record<string, unknown>)) {
    if (typeof message !== 'string') continue;
    const line = /^items\.(\d+)\./.exec(key);
    const productId = line ? sentIds[Number(line[1])] : sentIds.includes(key) ? key : undefined;
    if (productId) out[productId] ??= message;
  }
  return out;
}
