import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/id';
import type { AuditItem } from '../schemas/audit';
import { safeCell } from './safe-cell';

const ta = t.audit;

/**
 * Jejak Audit as a spreadsheet (DOMAIN 20): one row per recorded change, oldest first, written as
 * the pages arrive (exceljs streaming), so memory stays flat for a busy quarter. Names and
 * values typed by people are neutralised where a spreadsheet could read them as formulas.
 */
export async function writeAuditXlsx(
  pages: AsyncIterable<AuditItem[]>,
  range: { from: string; to: string },
  out: Writable,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = t.app.name;
  const sheet = workbook.addWorksheet(ta.sheetName, { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = [
    { width: 24 },
    { width: 24 },
    { width: 14 },
    { width: 26 },
    { width: 26 },
    { width: 60 },
    { width: 16 },
  ];
  const title = sheet.addRow([ta.sheetTitle(range.from, range.to)]);
  title.font = { bold: true, size: 14 };
  title.commit();
  const c = ta.columns;
  const header = sheet.addRow([c.at, c.actor, c.role, c.record, c.action, c.details, c.address]);
  header.font = { bold: true };
  header.commit();
  for await (const page of pages)
    for (const item of page) {
      const row = sheet.addRow([
        formatDateTime(item.at),
        safeCell(item.actor),
        item.actorRole ?? '',
        `${item.entityLabel} ${item.entityId ?? ''}`.trim(),
        item.actionLabel,
        safeCell(item.lines.join('\n')),
        item.clientAddress ?? '',
      ]);
      row.alignment = { vertical: 'top', wrapText: true };
      row.commit();
    }
  sheet.commit();
  await workbook.commit();
}
