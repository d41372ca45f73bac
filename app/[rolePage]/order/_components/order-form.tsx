'use client';

import { todayInWib } from '@/lib/i18n/format';
import { isIsoDate, shiftDate } from '@/lib/iso-dates';

import { Search } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { TOP_TOASTER } from '@/components/layout/toasters';
import { Button } from '@/components/ui/button';
import { LoadBoundary } from '@/components/ui/on-demand-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, ContentCard } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { bff } from '@/lib/client/bff';
import { cn } from '@/lib/cn';
import { formatRupiah } from '@/lib/i18n/format';
import { validationTexts } from '@/lib/i18n/id/core';
import { listTexts } from '@/lib/i18n/id/list';
import { messageTexts } from '@/lib/i18n/id/messages';
import { orderTexts } from '@/lib/i18n/id/order';
import { dialogTexts } from '@/lib/i18n/id/shell';
import { unusualLines, unusualTotal, type UnusualLine } from '@/lib/order-habits';
import { DeadlineNote } from './deadline-note';
import { DeliveryDatePicker } from './delivery-date-picker';
import { OrderExtraFields } from './order-extra-fields';
import {
  deliveryDateProblem,
  linesFromSuggestions,
  linesOfOrder,
  linesOfProduct,
  linesToSend,
  orderTotal,
  qtyOf,
  sizeToSend,
  type FormLine,
  type Suggestion,
} from './order-lines';
import { OrderOutletField } from './order-outlet-field';
import { OrderProductCard } from './order-product-card';
import type { OrderDetail, OrderFormData, OrderFormOptions } from './order-types';
import type { Envelope } from '@/lib/api-client-types';
import { refusalMessage, useBffAction } from '@/lib/client/use-bff-action';

/** Asked only when an order is far from the outlet's habit: its dialog loads then. */
const UnusualOrderDialog = dynamic(() => import('./unusual-order-dialog').then((m) => m.UnusualOrderDialog), {
  ssr: false,
});

type FieldName = 'branchId' | 'deliveryDate' | 'driver' | 'notes';
type FieldErrors = Partial<Record<FieldName, string>>;
const FIELDS: readonly string[] = ['branchId', 'deliveryDate', 'driver', 'notes'];

interface Props {
  initial: OrderFormData;
  /** A partner orders for its selected outlet; staff choose the outlet and may set a driver. */
  isPartner: boolean;
  order: OrderDetail | null;
  /** Spec 2/6: finance goes to the outlet list after saving, everyone else to the order list. */
  afterSaveHref: string;
  cancelHref: string;
  /** A partner's new-order request after a date's deadline (DOMAIN 17); only when it may ask. */
  newRequestPath?: string;
}

/**
 * The outlet order form, phone first (spec 5): pick the delivery date on a calendar that greys out
 * closed days, enter quantities (digits only) and sizes, and see the running total. Size-required
 * products without a size are refused here with the spec's warning and nothing is sent; the
 * server's refusals come back beside their fields.
 */
export function OrderForm({ initial, isPartner, order, afterSaveHref, cancelHref, newRequestPath }: Props) {
  const router = useRouter();
  const [options, setOptions] = useState<OrderFormOptions>(initial.options);
  const [branchId, setBranchId] = useState(String(order?.branchId ?? initial.options.outlet?.branchId ?? ''));
  const [deliveryDate, setDeliveryDate] = useState(order?.deliveryDate ?? '');
  // The server's tomorrow: a date from it but before minDate is past its order deadline.
  const tomorrow = shiftDate(todayInWib(new Date(options.now)), 1);
  const [driver, setDriver] = useState(order?.driverId ? String(order.driverId) : '');
  const [notes, setNotes] = useState(order?.notes ?? '');
  const [lines, setLines] = useState<FormLine[]>(() => linesOfOrder(order));
  const [search, setSearch] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const { run, busy } = useBffAction();
  const [leaving, setLeaving] = useState(false);
  const submitting = busy || leaving;
  // An order far above the outlet's habit is asked about once before it is sent (issue 12).
  const [unusual, setUnusual] = useState<{ lines: UnusualLine[]; total: boolean } | null>(null);
  // The question loads when first asked and stays, so it closes as any dialog does.
  const [askedUnusual, setAskedUnusual] = useState(false);
  const request = useRef(0);
  const extraLine = useRef(0);

  const outletReady = Boolean(options.outlet) && !options.pageDisable;
  const term = search.trim().toLowerCase();
  const shown = term
    ? options.products.filter((p) => p.title.toLowerCase().includes(term) || p.productId.includes(term))
    : options.products;
  const sendable = linesToSend(lines, options.products);
  const total = orderTotal(lines, options.products);

  /** Products, prices and quota left follow the outlet and the date; a stale answer is ignored. */
  async function reload(nextBranchId: string, date: string) {
    const query = new URLSearchParams();
    if (order) {
      query.set('type', 'form');
      query.set('transactionOrderId', String(order.transactionOrderId));
    }
    // A partner's too: the outlet shown stays the outlet asked for, whatever another tab selects.
    if (nextBranchId) query.set('branchId', nextBranchId);
    if (/^\d{4}-\d{2}-\d{2}$/.test(date)) query.set('deliveryDate', date);
    const mine = ++request.current;
    setLoading(true);
    const res = await bff<OrderFormData>(`/bff/api/transaction/order/create?${query}`);
    if (mine !== request.current) return;
    setLoading(false);
    if (!res) return;
    if (!res.success) return void toast.warning(res.message);
    setOptions(res.data.options);
  }

  /** Isi Saran (DOMAIN 17): the median of the last four same weekdays replaces the quantities. */
  async function fillSuggestions() {
    if (!isIsoDate(deliveryDate)) return void toast.warning(orderTexts.suggestNeedsDate);
    const query = new URLSearchParams({ deliveryDate });
    if (branchId) query.set('branchId', branchId);
    const res = await bff<{ items: Suggestion[] }>(`/bff/api/transaction/order/suggest?${query}`);
    if (!res) return;
    if (!res.success) return void toast.warning(refusalMessage(res));
    const filled = linesFromSuggestions(res.data.items, options.products);
    if (filled.length === 0) return void toast.info(orderTexts.suggestNone, { toasterId: TOP_TOASTER });
    setLines(filled);
    setLineErrors({});
    toast.success(orderTexts.suggestFilled(filled.length), { toasterId: TOP_TOASTER });
  }

  function changeOutlet(next: string) {
    setBranchId(next);
    setFieldErrors(({ branchId: _fixed, ...rest }) => rest);
    void reload(next, deliveryDate);
  }

  function changeDate(next: string) {
    setDeliveryDate(next);
    setFieldErrors(({ deliveryDate: _fixed, ...rest }) => rest);
    void reload(branchId, next);
  }

  function changeLine(key: string, patch: Partial<Pick<FormLine, 'qty' | 'size'>>) {
    setLines((current) => {
      const productId = key.split('#')[0];
      if (!current.some((l) => l.key === key)) return [...current, { key, productId, qty: '', size: '', ...patch }];
      return current.map((l) => (l.key === key ? { ...l, ...patch } : l));
    });
    setLineErrors(({ [key]: _fixed, ...rest }) => rest);
    setFormError(null);
  }

  function addLine(productId: string) {
    const key = `${productId}#new${++extraLine.current}`;
    setLines((current) => {
      const mine = current.some((l) => l.productId === productId)
        ? []
        : [{ key: productId, productId, qty: '', size: '' }];
      return [...current, ...mine, { key, productId, qty: '', size: '' }];
    });
  }

  function removeLine(key: string) {
    setLines((current) => current.filter((l) => l.key !== key));
    setLineErrors(({ [key]: _removed, ...rest }) => rest);
  }

  function focusFirst(ids: (string | undefined)[]) {
    const id = ids.find(Boolean);
    if (id) document.getElementById(id)?.focus();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    await send(false);
  }

  async function send(sure: boolean) {
    const fields: FieldErrors = {};
    if (!isPartner && !branchId) fields.branchId = orderTexts.outletRequired;
    const dateProblem = deliveryDateProblem(deliveryDate, options.minDate, options.disabledDates, tomorrow);
    if (dateProblem) fields.deliveryDate = dateProblem;
    // Spec 5: a size-required product with a quantity but no size is refused before anything is sent.
    const missingSize = sendable.filter(({ line, product }) => product.sizeRequired && !line.size);
    // Issue 12: "2,5" is refused on its line, never read as 25.
    const decimal = sendable.filter(({ line }) => Number.isNaN(qtyOf(line)));
    const lineProblems = Object.fromEntries([
      ...missingSize.map(({ line, product }) => [line.key, messageTexts.sizeRequired(product.title)]),
      ...decimal.map(({ line }) => [line.key, validationTexts.wholeNumber]),
    ]);
    const noLines = sendable.length === 0 ? orderTexts.noLines : null;
    const firstLine = decimal[0] ?? missingSize[0];
    const first = firstLine ? lineProblems[firstLine.line.key] : (fields.branchId ?? fields.deliveryDate ?? noLines);
    if (first) {
      setFieldErrors(fields);
      setLineErrors(lineProblems);
      setFormError(noLines);
      toast.warning(first);
      focusFirst([
        firstLine && `qty-${firstLine.line.key}`,
        fields.branchId && 'branchId',
        fields.deliveryDate && 'deliveryDate',
      ]);
      return;
    }

    if (!sure) {
      const typed = sendable.map(({ line, product }) => ({ ...product, qty: qtyOf(line) }));
      const found = { lines: unusualLines(typed, options.habits), total: unusualTotal(total, options.habits) };
      if (found.lines.length > 0 || found.total) {
        setAskedUnusual(true);
        return void setUnusual(found);
      }
    }
    setUnusual(null);

    const body = {
      // The outlet on the screen, also a partner's: its session's outlet may have changed in another tab.
      ...(branchId ? { branchId: Number(branchId) } : {}),
      ...(isPartner ? {} : { driver: driver ? Number(driver) : null }),
      deliveryDate,
      notes,
      items: sendable.map(({ line, product }) => ({
        productId: product.productId,
        qty: qtyOf(line),
        notes: sizeToSend(line, product),
      })),
    };
    const path = order
      ? `/bff/api/transaction/order/store?type=update&transactionOrderId=${order.transactionOrderId}`
      : '/bff/api/transaction/order/store';
    const res = await run<OrderDetail>(
      path,
      { body },
      { success: dialogTexts.orderSuccessToast, toasterId: TOP_TOASTER, then: { push: afterSaveHref }, onRefused },
    );
    if (res) setLeaving(true); // the button stays busy while the next page loads
    // Warning mode of credit control (DOMAIN 19): the order passed, and the partner is told why it nearly did not.
    if (res?.data.creditWarning) toast.warning(res.data.creditWarning, { toasterId: TOP_TOASTER });

    function onRefused(refusal: Envelope<OrderDetail>) {
      const message = refusalMessage(refusal);
      const nextFields: FieldErrors = {};
      const nextLines: Record<string, string> = {};
      let itemsMessage: string | null = null;
      if (refusal.error && typeof refusal.error === 'object') {
        for (const [key, value] of Object.entries(refusal.error as Record<string, unknown>)) {
          if (typeof value !== 'string') continue;
          const item = /^items\.(\d+)\./.exec(key);
          const sent = item ? sendable[Number(item[1])] : undefined;
          if (sent) nextLines[sent.line.key] ??= value;
          else if (FIELDS.includes(key)) nextFields[key as FieldName] = value;
          else if (key === 'items') itemsMessage = value;
        }
      }
      setFieldErrors(nextFields);
      setLineErrors(nextLines);
      setFormError(itemsMessage ?? message);
      const firstLine = sendable.find(({ line }) => nextLines[line.key]);
      focusFirst([
        nextFields.branchId && 'branchId',
        nextFields.deliveryDate && 'deliveryDate',
        firstLine && `qty-${firstLine.line.key}`,
      ]);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <OrderOutletField
        isPartner={isPartner}
        options={options}
        value={branchId}
        onChange={changeOutlet}
        locked={Boolean(order)}
        error={fieldErrors.branchId}
      />

      {outletReady ? (
        <>
          <ContentCard>
            <DeliveryDatePicker
              id="deliveryDate"
              label={orderTexts.deliveryDate}
              value={deliveryDate}
              onChange={changeDate}
              minDate={options.minDate}
              disabledDates={options.disabledDates}
              tomorrow={tomorrow}
              error={fieldErrors.deliveryDate}
              askHref={isPartner && newRequestPath ? (day) => `${newRequestPath}?deliveryDate=${day}` : undefined}
            />
            {options.cutoff && isIsoDate(deliveryDate) ? (
              <DeadlineNote
                cutoff={options.cutoff}
                deliveryDate={deliveryDate}
                serverNow={options.now}
                isPartner={isPartner}
                askHref={newRequestPath ? `${newRequestPath}?deliveryDate=${deliveryDate}` : undefined}
              />
            ) : null}
          </ContentCard>

          <Card aria-busy={loading}>
            <CardHeader>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="space-y-1.5">
                  <CardTitle>{orderTexts.items}</CardTitle>
                  <CardDescription>{orderTexts.productsHint}</CardDescription>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={fillSuggestions}
                  title={orderTexts.suggestHint}
                >
                  {orderTexts.suggest}
                </Button>
              </div>
            </CardHeader>
            <CardContent className="space-y-3">
              {options.products.length > 6 ? (
                <div className="relative max-w-md">
                  <Label htmlFor="product-search" className="sr-only">
                    {orderTexts.productSearch}
                  </Label>
                  <Search aria-hidden className="pointer-events-none absolute left-3 top-3 size-4 text-stone-400" />
                  <Input
                    id="product-search"
                    type="search"
                    className="pl-9"
                    placeholder={orderTexts.productSearchPlaceholder}
                    value={search}
                    onChange={(e) => setSearch(e.target.value)}
                  />
                </div>
              ) : null}
              {loading ? (
                <p className="text-sm text-stone-500" role="status">
                  {orderTexts.loadingProducts}
                </p>
              ) : null}
              {options.products.length === 0 ? <p className="text-sm text-stone-600">{orderTexts.noProducts}</p> : null}
              {options.products.length > 0 && shown.length === 0 ? (
                <p className="text-sm text-stone-600">{orderTexts.noProductMatch(search.trim())}</p>
              ) : null}
              <ul className={cn('grid gap-3 md:grid-cols-2', loading && 'opacity-60')}>
                {shown.map((product) => (
                  <OrderProductCard
                    key={product.productId}
                    product={product}
                    lines={linesOfProduct(lines, product.productId)}
                    errors={lineErrors}
                    dateChosen={Boolean(deliveryDate)}
                    onChange={changeLine}
                    onAddLine={addLine}
                    onRemoveLine={removeLine}
                  />
                ))}
              </ul>
            </CardContent>
          </Card>

          <OrderExtraFields
            isPartner={isPartner}
            drivers={options.drivers}
            driver={driver}
            onDriver={setDriver}
            notes={notes}
            onNotes={setNotes}
            errors={fieldErrors}
          />

          <div className="sticky bottom-0 z-20 -mx-4 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur lg:mx-0 lg:rounded-lg lg:border">
            {formError ? (
              <p role="alert" className="mb-2 text-sm text-red-700">
                {formError}
              </p>
            ) : null}
            <div className="flex items-center justify-between gap-3">
              <div aria-live="polite">
                <p className="text-xs text-stone-500">{orderTexts.totalOf(sendable.length)}</p>
                <p className="text-lg font-bold" data-testid="order-total">
                  {formatRupiah(total)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button type="button" variant="outline" onClick={() => router.push(cancelHref)}>
                  {listTexts.cancel}
                </Button>
                <Button type="submit" disabled={submitting || loading}>
                  {submitting ? listTexts.saving : order ? orderTexts.submitUpdate : orderTexts.submitCreate}
                </Button>
              </div>
            </div>
          </div>
        </>
      ) : null}
      {askedUnusual ? (
        // Offline, its code cannot come: the form and what was typed stay.
        <LoadBoundary
          onFail={() => {
            setAskedUnusual(false);
            setUnusual(null);
          }}
        >
          <UnusualOrderDialog
            found={unusual}
            total={total}
            usualTotal={options.habits.usualTotal}
            onCancel={() => setUnusual(null)}
            onConfirm={() => send(true)}
          />
        </LoadBoundary>
      ) : null}
    </form>
  );
}
