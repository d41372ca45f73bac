import { randomUUID } from 'node:crypto';
import { eq, isNull, and, sql } from 'drizzle-orm';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { dataImports } from '../db/schema/imports';
import { conflict, invalid, notFound } from '../errors';
import { recordAudit } from '../services/audit';
import { applyPartners, exportPartners, PARTNER_COLUMNS, planPartners } from './partners';
import {
  applyPrices,
  applyProducts,
  exportPrices,
  exportProducts,
  planPrices,
  planProducts,
  PRICE_FIXED_COLUMNS,
  priceTiers,
  PRODUCT_COLUMNS,
} from './products';
import { readSheet, writeSheet } from './sheet';

export const IMPORT_KINDS = ['partners', 'products', 'prices'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const MAX_IMPORT_ROWS = 5000;

/** One data row of the file: its row number and its cells by column key. */
export interface ImportRow {
  row: number;
  cells: Record<string, string>;
}
export interface PlannedRow {
  row: number;
  label: string;
  action: 'create' | 'update' | 'unchanged';
  /** Messages by column header, so a person finds the cell in their own file. */
  errors: Record<string, string>;
}
export interface Plan<C> {
  rows: PlannedRow[];
  changes: C;
}

type Column = { key: string; header: string; required?: boolean; text?: boolean };
const fixedColumns = (kind: ImportKind): readonly Column[] =>
  kind === 'partners' ? PARTNER_COLUMNS : kind === 'products' ? PRODUCT_COLUMNS : PRICE_FIXED_COLUMNS;

/**
 * The header row mapped to column keys (case and spacing do not matter). A missing required
 * column is a file error; for prices every other column is a tier, kept as `tier:<title>`.
 */
function mapHeaders(kind: ImportKind, headers: string[]) {
  const columns = fixedColumns(kind);
  const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
  const keys = headers.map((header) => {
    const column = columns.find((c) => norm(c.header) === norm(header));
    if (column) return column.key;
    return kind === 'prices' && header.trim() ? `tier:${header.trim()}` : null;
  });
  const missing = columns.filter((c) => c.required && !keys.includes(c.key));
  if (missing.length)
    throw invalid(t.import.headerMissing(missing[0].header), { file: t.import.headerMissing(missing[0].header) });
  const tierTitles = keys.filter((k): k is string => k?.startsWith('tier:') ?? false).map((k) => k.slice(5));
  // The price file's name column is for people only; elsewhere a left-out column keeps its field.
  const keptColumns =
    kind === 'prices' ? [] : columns.filter((c) => !c.required && !keys.includes(c.key)).map((c) => c.header);
  return { keys, tierTitles, keptColumns };
}

async function plan(db: Db, kind: ImportKind, rows: ImportRow[], tierTitles: string[]) {
  if (kind === 'partners') return planPartners(db, rows);
  if (kind === 'products') return planProducts(db, rows);
  return planPrices(db, rows, tierTitles);
}

function summary(kind: ImportKind, importId: string, planned: PlannedRow[], keptColumns: string[]) {
  const problems = planned.filter((r) => Object.keys(r.errors).length > 0).length;
  const count = (action: PlannedRow['action']) =>
    planned.filter((r) => r.action === action && Object.keys(r.errors).length === 0).length;
  return {
    importId,
    kind,
    total: planned.length,
    problems,
    create: count('create'),
    update: count('update'),
    unchanged: count('unchanged'),
    keptColumns,
    rows: planned,
  };
}

/** POST /import/preview: reads the file, checks every row, and keeps it for the commit. */
export async function previewImport(
  db: Db,
  actor: Actor,
  kind: ImportKind,
  file: { bytes: Uint8Array; originalName: string | null },
) {
  const sheet = await readSheet(file.bytes, MAX_IMPORT_ROWS);
  const { keys, tierTitles, keptColumns } = mapHeaders(kind, sheet.headers);
  if (kind === 'prices') {
    const unknown = (await priceTiers(db, tierTitles)).find((tier) => tier.id === null);
    if (unknown)
      throw invalid(t.import.unknownTierColumn(unknown.title), { file: t.import.unknownTierColumn(unknown.title) });
  }
  const rows: ImportRow[] = sheet.rows.map(({ row, cells }) => ({
    row,
    cells: Object.fromEntries(keys.flatMap((key, i) => (key ? [[key, cells[i] ?? '']] : []))),
  }));
  const planned = await plan(db, kind, rows, tierTitles);
  const importId = randomUUID();
  await db.insert(dataImports).values({
    id: importId,
    kind,
    filename: file.originalName,
    rows: rows.map((r) => ({ ...r.cells, _row: String(r.row) })),
    columns: tierTitles,
    createdBy: actor.userId,
    createdAt: actor.now,
  });
  return summary(kind, importId, planned.rows, keptColumns);
}

/**
 * POST /import/commit: applies a previewed file in one transaction, checking every row again
 * against the database as it is now. Any error: nothing changes. A file imported twice changes
 * nothing the second time (rows match by username and code).
 */
export async function commitImport(db: Db, actor: Actor, importId: string) {
  return db.transaction(async (tx) => {
    // One import at a time: two imports of overlapping partners must not both create them.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('data_imports'))`);
    const [stored] = await tx.select().from(dataImports).where(eq(dataImports.id, importId)).for('update');
    if (!stored) throw notFound(t.import.notFound);
    if (stored.committedAt) throw conflict(t.import.alreadyCommitted);
    const kind = stored.kind as ImportKind;
    const rows: ImportRow[] = stored.rows.map(({ _row, ...cells }) => ({ row: Number(_row), cells }));
    const planned = await plan(tx, kind, rows, stored.columns);
    const withErrors = planned.rows.filter((r) => Object.keys(r.errors).length > 0);
    if (withErrors.length) throw invalid(t.import.stillHasErrors, { file: t.import.stillHasErrors });
    const result =
      kind === 'partners'
        ? await applyPartners(tx, actor, planned.changes as Parameters<typeof applyPartners>[2])
        : kind === 'products'
          ? await applyProducts(tx, actor, planned.changes as Parameters<typeof applyProducts>[2])
          : await applyPrices(tx, actor, planned.changes as Parameters<typeof applyPrices>[2]);
    await tx
      .update(dataImports)
      .set({ committedAt: actor.now })
      .where(and(eq(dataImports.id, importId), isNull(dataImports.committedAt)));
    await recordAudit(tx, actor, 'import', 'data_import', importId, {
      kind,
      rows: rows.length,
      created: result.created,
      updated: result.updated,
    });
    return { ...result, unchanged: planned.rows.filter((r) => r.action === 'unchanged').length };
  });
}

/** GET /export-template?kind= and GET /export-data?kind=: the same columns, empty or filled. */
export async function importWorkbook(db: Db, kind: ImportKind, withData: boolean) {
  const columns = fixedColumns(kind);
  const textColumns = columns.flatMap((c, i) => (c.text ? [i] : []));
  if (kind === 'prices') {
    const { tierTitles, rows } = await exportPrices(db);
    return writeSheet(
      [...columns.map((c) => c.header), ...tierTitles],
      withData ? rows : [],
      t.import.help,
      textColumns,
    );
  }
  const rows = withData ? (kind === 'partners' ? await exportPartners(db) : await exportProducts(db)) : [];
  return writeSheet(
    columns.map((c) => c.header),
    rows,
    t.import.help,
    textColumns,
  );
}
