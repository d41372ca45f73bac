'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Cell, HeadRow, Row, RowHead, Table } from '@/components/ui/table';
import { formatRupiah } from '@/lib/i18n/format';
import { tierTexts } from '@/lib/i18n/id/tier';
import { NativeSelect } from '@/components/ui/native-select';
import { labelled } from '@/lib/labelled';
import { useBffAction } from '@/lib/client/use-bff-action';
import { ChoiceField } from '@/components/form/choice-field';
import { Field, FieldError, fieldAria } from '@/components/form/field';

const tb = tierTexts.bulk;
/** A change in percent of the old price or a fixed amount in rupiah. */
const MODES = ['percent', 'amount'] as const;
const ROUNDS = [1, 100, 500, 1000] as const;
type Line = { productId: string; title: string; oldPrice: number; newPrice: number };
type Priced = { productId: string; title: string; unit: string; price: number };

/** "5", "-2,5" -> 5, -2.5; null when not a number (a decimal comma is Indonesian). */
function readChange(text: string): number | null {
  const value = text.trim().replace('\u2212', '-').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : null;
}

/** Issue 18: a tier's prices moved by percent or amount for chosen products, previewed, then applied. */
export function BulkPriceCard({ tierId, prices }: { tierId: number; prices: Priced[] }) {
  const [mode, setMode] = useState<(typeof MODES)[number]>('percent');
  const [value, setValue] = useState('');
  const [roundTo, setRoundTo] = useState<(typeof ROUNDS)[number]>(100);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [preview, setPreview] = useState<Line[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { run, busy } = useBffAction();

  function changed() {
    setPreview(null);
    setProblem(null);
  }

  async function send(apply: boolean) {
    const change = readChange(value);
    if (change === null) return setProblem(tb.valueInvalid);
    if (chosen.size === 0) return setProblem(tb.chooseProducts);
    // A preview changes nothing: no toast, no refresh. Applying does both.
    const res = await run<{ applied: boolean; lines: Line[] }>(
      `/bff/api/branch-group/bulk-price/${tierId}`,
      { body: { mode, value: change, roundTo, productIds: [...chosen], apply } },
      { success: apply ? undefined : false, then: apply ? 'refresh' : 'stay', onRefused: (r) => setProblem(r.message) },
    );
    if (!res) return;
    if (!apply) return setPreview(res.data.lines);
    setPreview(null);
    setChosen(new Set());
    setValue('');
  }

  return (
    <SectionCard className="mt-6" title={tb.title} description={tb.hint} contentClassName="space-y-4">
      {prices.length === 0 ? (
        <p className="text-sm text-stone-600">{tb.noProducts}</p>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <ChoiceField
              id="bulk-mode"
              label={tb.mode}
              choices={MODES}
              labels={tb.modes}
              value={mode}
              onChange={(next) => {
                setMode(next);
                changed();
              }}
            />
            <Field id="bulk-value" label={tb.value} hint={tb.valueHint}>
              <Input
                id="bulk-value"
                inputMode="decimal"
                value={value}
                {...fieldAria('bulk-value', null, tb.valueHint)}
                onChange={(e) => {
                  setValue(e.target.value);
                  changed();
                }}
              />
            </Field>
            <Field id="bulk-round" label={tb.roundTo}>
              <NativeSelect
                id="bulk-round"
                value={roundTo}
                onChange={(e) => {
                  setRoundTo(Number(e.target.value) as (typeof ROUNDS)[number]);
                  changed();
                }}
                options={labelled(ROUNDS, tb.roundOptions)}
              />
            </Field>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{tb.products}</legend>
            <div className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  setChosen(new Set(prices.map((p) => p.productId)));
                  changed();
                }}
              >
                {tb.selectAll}
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => {
                  setChosen(new Set());
                  changed();
                }}
              >
                {tb.selectNone}
              </Button>
            </div>
            <ul className="grid max-h-64 gap-1 overflow-y-auto sm:grid-cols-2">
              {prices.map((p) => (
                <li key={p.productId}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={chosen.has(p.productId)}
                      onChange={(e) => {
                        const next = new Set(chosen);
                        if (e.target.checked) next.add(p.productId);
                        else next.delete(p.productId);
                        setChosen(next);
                        changed();
                      }}
                    />
                    <span>
                      {p.title} <span className="text-stone-500">{`${formatRupiah(p.price)} / ${p.unit}`}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <FieldError message={problem} />
          {preview ? (
            <Table caption={tb.previewCaption} data-testid="bulk-preview">
              <HeadRow
                dense
                cellClassName="font-bold"
                columns={[tb.products, { label: tb.oldPrice, numeric: true }, { label: tb.newPrice, numeric: true }]}
              />
              <tbody>
                {preview.map((l) => (
                  <Row key={l.productId}>
                    <RowHead dense>{l.title}</RowHead>
                    <Cell dense numeric>
                      {formatRupiah(l.oldPrice)}
                    </Cell>
                    <Cell dense numeric className="font-semibold">
                      {formatRupiah(l.newPrice)}
                    </Cell>
                  </Row>
                ))}
              </tbody>
            </Table>
          ) : null}
          <div className="flex gap-2">
            <Button type="button" variant="outline" disabled={busy} onClick={() => send(false)}>
              {tb.preview}
            </Button>
            <Button type="button" disabled={busy || preview === null} onClick={() => send(true)}>
              {tb.apply}
            </Button>
          </div>
        </>
      )}
    </SectionCard>
  );
}
