'use client';

import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, SectionCard } from '@/components/ui/card';
import { Cell, HeadRow, Row, RowHead, Table } from '@/components/ui/table';
import { toast } from '@/lib/client/toast';
import { importTexts } from '@/lib/i18n/id/import';
import { useBffAction } from '@/lib/client/use-bff-action';
import { ChoiceField } from '@/components/form/choice-field';
import { Field, FieldError } from '@/components/form/field';

const ti = importTexts;
const KINDS = ['partners', 'products', 'prices'] as const;
type Kind = (typeof KINDS)[number];
/** Rows shown at once: problems first, so a 5.000-row file still shows what to fix. */
const SHOWN = 200;

interface Preview {
  importId: string;
  total: number;
  problems: number;
  keptColumns: string[];
  rows: { row: number; label: string; action: 'create' | 'update' | 'unchanged'; errors: Record<string, string> }[];
}
interface Committed {
  created: number;
  updated: number;
  accounts: { username: string; name: string; password: string }[];
}

/** The one-time passwords as a CSV the finance staff can hand out (never stored anywhere else). */
function accountsCsv(accounts: Committed['accounts']): string {
  const cell = (v: string) => `"${v.replace(/"/g, '""')}"`;
  const lines = [
    [importTexts.headers.name, importTexts.headers.username, ti.password],
    ...accounts.map((a) => [a.name, a.username, a.password]),
  ];
  return `\uFEFF${lines.map((l) => l.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** Where a long import is: the file's bytes going up, then the server checking or applying rows. */
type Stage = { step: 'upload'; sent: number } | { step: 'checking' } | { step: 'applying'; rows: number };

/**
 * A large file takes a while (issue 18): the upload's own progress, then what the server is doing.
 * The server's steps have no measurable share, so the bar is indeterminate while they run.
 */
function ImportProgress({ stage }: { stage: Stage }) {
  const text =
    stage.step === 'upload'
      ? ti.uploading(Math.round(stage.sent * 100))
      : stage.step === 'checking'
        ? ti.checking
        : ti.applying(stage.rows);
  return (
    <div className="space-y-1.5" data-testid="import-progress">
      <progress
        className="h-2 w-full accent-brand-600"
        aria-label={ti.progressLabel}
        max={1}
        value={stage.step === 'upload' ? stage.sent : undefined}
      />
      <p aria-live="polite" className="text-sm text-stone-700">
        {text}
      </p>
    </div>
  );
}

/** Issue 18: template, upload, a preview of every row with its problems, then all or nothing. */
export function ImportWizard() {
  const [kind, setKind] = useState<Kind>('partners');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [committed, setCommitted] = useState<Committed | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage | null>(null);
  const { run, busy } = useBffAction();

  async function upload() {
    if (!file) return setProblem(ti.fileRequired);
    setProblem(null);
    setCommitted(null);
    const body = new FormData();
    body.set('kind', kind);
    body.set('file', file);
    setStage({ step: 'upload', sent: 0 });
    const res = await run<Preview>(
      '/bff/api/import/preview',
      {
        body,
        onUploadProgress: (sent) => setStage(sent < 1 ? { step: 'upload', sent } : { step: 'checking' }),
      },
      {
        success: false,
        then: 'stay',
        onRefused: (refused) => {
          setPreview(null);
          setProblem(refused.message);
        },
      },
    );
    setStage(null);
    if (!res) return;
    setPreview(res.data);
    // A preview with problems is not a success yet: it says how many rows to fix.
    toast[res.data.problems > 0 ? 'warning' : 'success'](res.message);
  }

  async function commit() {
    if (!preview) return;
    setStage({ step: 'applying', rows: preview.total });
    const res = await run<Committed>(
      '/bff/api/import/commit',
      { body: { importId: preview.importId } },
      { then: 'stay' },
    );
    setStage(null);
    if (!res) return;
    setCommitted(res.data);
    setPreview(null);
    setFile(null);
  }

  const rows = preview
    ? [...preview.rows]
        .sort(
          (a, b) =>
            Number(Object.keys(b.errors).length > 0) - Number(Object.keys(a.errors).length > 0) || a.row - b.row,
        )
        .slice(0, SHOWN)
    : [];

  return (
    <div className="space-y-6">
      <SectionCard title={ti.title} contentClassName="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceField
            id="import-kind"
            label={ti.kind}
            choices={KINDS}
            labels={ti.kinds}
            value={kind}
            onChange={(next) => {
              setKind(next);
              setPreview(null);
            }}
          />
          <Field id="import-file" label={ti.file}>
            <input
              id="import-file"
              type="file"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              className="block w-full text-sm"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPreview(null);
                setProblem(null);
              }}
            />
          </Field>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={`/bff/print/export-template?kind=${kind}`} className={buttonVariants({ variant: 'outline' })}>
            {ti.downloadTemplate}
          </a>
          <a href={`/bff/print/export-data?kind=${kind}`} className={buttonVariants({ variant: 'outline' })}>
            {ti.downloadData}
          </a>
          <Button type="button" onClick={upload} disabled={busy}>
            {ti.preview}
          </Button>
        </div>
        {stage ? <ImportProgress stage={stage} /> : null}
        <FieldError message={problem} />
      </SectionCard>

      {preview ? (
        <Card>
          <CardContent className="space-y-4 pt-6">
            <p aria-live="polite" className="font-medium" data-testid="import-summary">
              {ti.previewed(preview.total, preview.problems)}
            </p>
            {preview.keptColumns.length ? (
              <p className="text-sm text-stone-600" data-testid="import-kept-columns">
                {ti.keptColumns(preview.keptColumns)}
              </p>
            ) : null}
            {preview.rows.length > SHOWN ? (
              <p className="text-sm text-stone-600">{ti.shownRows(SHOWN, preview.rows.length)}</p>
            ) : null}
            <div className="max-h-[28rem] overflow-auto">
              <Table caption={ti.previewCaption} data-testid="import-preview">
                <HeadRow dense cellClassName="font-bold" columns={[ti.row, ti.label, ti.action, ti.problems]} />
                <tbody>
                  {rows.map((r) => {
                    const errors = Object.entries(r.errors);
                    return (
                      <Row key={r.row}>
                        <Cell dense className="align-top tabular-nums">
                          {r.row}
                        </Cell>
                        <RowHead dense className="align-top">
                          {r.label}
                        </RowHead>
                        <Cell dense className="align-top">
                          <Badge tone={r.action === 'create' ? 'success' : 'neutral'}>{ti.actions[r.action]}</Badge>
                        </Cell>
                        <Cell dense className="align-top text-red-800">
                          {errors.length > 0 ? (
                            <ul>
                              {errors.map(([column, message]) => (
                                <li key={column}>{`${column}: ${message}`}</li>
                              ))}
                            </ul>
                          ) : (
                            '-'
                          )}
                        </Cell>
                      </Row>
                    );
                  })}
                </tbody>
              </Table>
            </div>
            <Button type="button" onClick={commit} disabled={busy || preview.problems > 0}>
              {busy ? ti.committing : ti.commit}
            </Button>
            {preview.problems > 0 ? <p className="text-sm text-stone-600">{ti.stillHasErrors}</p> : null}
          </CardContent>
        </Card>
      ) : null}

      {committed && committed.accounts.length > 0 ? (
        <SectionCard title={ti.accountsTitle} contentClassName="space-y-3">
          <p className="text-sm text-stone-700">{ti.accountsHint}</p>
          <Table caption={ti.accountsTitle} data-testid="import-accounts">
            <HeadRow
              dense
              cellClassName="font-bold"
              columns={[importTexts.headers.name, importTexts.headers.username, ti.password]}
            />
            <tbody>
              {committed.accounts.map((a) => (
                <Row key={a.username}>
                  <Cell dense>{a.name}</Cell>
                  <Cell dense className="font-mono">
                    {a.username}
                  </Cell>
                  <Cell dense className="font-mono">
                    {a.password}
                  </Cell>
                </Row>
              ))}
            </tbody>
          </Table>
          <a
            className={buttonVariants({ variant: 'outline' })}
            download={ti.accountsFilename}
            href={`data:text/csv;charset=utf-8,${encodeURIComponent(accountsCsv(committed.accounts))}`}
          >
            {ti.accountsDownload}
          </a>
        </SectionCard>
      ) : null}
    </div>
  );
}
