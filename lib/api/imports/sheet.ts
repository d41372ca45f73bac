import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { t } from '../../i18n/id';
import { invalid } from '../errors';
import { fromSafeCell, safeCell } from '../exports/safe-cell';

export interface Sheet {
  headers: string[];
  /** Data rows as text, each with its row number in the file (the header is row 1). */
  rows: { row: number; cells: string[] }[];
}

/** A cell as the person typed it: numbers without grouping, dates as YYYY-MM-DD, formulas by value. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? t.import.yes : t.import.no;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value);
}

/** Semicolons when the first line has more of them than commas: what Excel writes in Indonesian settings. */
function csvDelimiter(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  return (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** Reads the first sheet of an .xlsx file, or a .csv file (comma or semicolon). */
export async function readSheet(bytes: Uint8Array, maxRows: number): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b; // "PK": an .xlsx is a zip
  try {
    if (isZip) await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    else {
      const text = Buffer.from(bytes)
        .toString('utf8')
        .replace(/^\uFEFF/, '');
      // map: keep every value as written ("0812..." must not become a number that loses its zero).
      await workbook.csv.read(Readable.from([text]), {
        map: (value: unknown) => value,
        parserOptions: { delimiter: csvDelimiter(text) },
      });
    }
  } catch {
    throw invalid(t.import.fileUnreadable, { file: t.import.fileUnreadable });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw invalid(t.import.noRows, { file: t.import.noRows });
  const width = sheet.columnCount;
  const textOf = (row: ExcelJS.Row) =>
    Array.from({ length: width }, (_, i) => fromSafeCell(cellText(row.getCell(i + 1).value).trim()));
  const headers = textOf(sheet.getRow(1));
  const rows: Sheet['rows'] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const cells = textOf(sheet.getRow(r));
    if (cells.every((c) => c === '')) continue; // blank lines between blocks are common
    rows.push({ row: r, cells });
    if (rows.length > maxRows) throw invalid(t.import.tooManyRows(maxRows), { file: t.import.tooManyRows(maxRows) });
  }
  if (rows.length === 0) throw invalid(t.import.noRows, { file: t.import.noRows });
  return { headers, rows };
}

/** An .xlsx with a header row and data, and a help sheet: the template and the export share it. */
export async function writeSheet(
  headers: string[],
  rows: (string | number | null)[][],
  help: readonly string[],
  textColumns: readonly number[] = [],
) {
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet(t.import.sheetData);
  data.addRow(headers).font = { bold: true };
  // What partners typed (names, addresses) is never taken for a formula (QUALITY 9).
  for (const row of rows) data.addRow(row.map((cell) => (typeof cell === 'string' ? safeCell(cell) : cell)));
  data.columns.forEach((column, i) => {
    column.width = Math.min(40, Math.max(12, headers[i].length + 4));
    // Phones, postal codes and codes are text, so a spreadsheet keeps their leading zeros.
    if (textColumns.includes(i)) column.numFmt = '@';
  });
  data.views = [{ state: 'frozen', ySplit: 1 }];
  const helpSheet = workbook.addWorksheet(t.import.sheetHelp);
  for (const line of help) helpSheet.addRow([line]);
  helpSheet.getColumn(1).width = 110;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
