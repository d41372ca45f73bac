import type { Writable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { Db } from '../db/client';
import { invoiceLines, invoiceOrders } from '../services/invoice-queries';
import { invoicePdf } from './invoice-pdf';
import type { Company } from '../services/company';
import type { ExportInvoice } from './invoice-period';

/** Longest entry name kept: well inside every unzip tool's and file system's limit. */
const MAX_NAME = 120;
/** Separators and the characters Windows refuses in a file name. */
const UNSAFE = '/\\:*?"<>|';

/**
 * A zip entry name that is safe to extract anywhere (QUALITY 9): no directory separators, no
 * "..", no drive letters or characters Windows refuses, no control characters, no leading
 * dot or dash; the invoice number's slashes become dashes. "INV/2026/11/0001" of "Roti Pusat
 * Dago" -> "INV-2026-11-0001 Roti Pusat Dago.pdf". Names already taken get " (2)", " (3)".
 */
export function zipEntryName(inv: Pick<ExportInvoice, 'number' | 'outlet'>, taken: Set<string>): string {
  const clean = (s: string) =>
    [...s.normalize('NFC')]
      .map((ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 || UNSAFE.includes(ch) ? '-' : ch))
      .join('')
      .replace(/-{2,}/g, '-')
      .replace(/\.{2,}/g, '.')
      .replace(/\s+/g, ' ')
      .trim();
  // Cut by code points, not UTF-16 units, so an emoji in a name is never split in half.
  const full = `${clean(inv.number)} ${clean(inv.outlet)}`.replace(/^[\s.-]+/, '');
  const base =
    [...full]
      .slice(0, MAX_NAME)
      .join('')
      .replace(/[\s.]+$/, '') || 'invoice';
  let name = `${base}.pdf`;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n}).pdf`;
  taken.add(name.toLowerCase());
  return name;
}

class ExportAborted extends Error {
  constructor() {
    super('unduhan dihentikan oleh klien');
    this.name = 'ExportAborted';
  }
}

/** Resolves once the archive has taken in the entry just appended; rejects if the download ends first. */
function entryWritten(archive: ZipArchive, out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (err?: Error) => {
      archive.off('entry', onEntry);
      archive.off('error', onError);
      out.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onEntry = () => done();
    const onError = (err: Error) => done(err);
    const onClose = () => done(new ExportAborted());
    archive.on('entry', onEntry);
    archive.on('error', onError);
    out.on('close', onClose);
  });
}

/**
 * Writes the zip of the invoices' PDFs into `out` as it is produced. Memory stays bounded
 * whatever the month's size: one invoice's lines are read and its PDF drawn only after the
 * previous one is in the archive, and the archive itself waits for `out` to be read (stream
 * back-pressure), so a slow client slows the export instead of filling the server's memory.
 * A client that goes away ends the work (no database reads for a download nobody takes).
 */
export async function writeInvoiceZip(
  db: Db,
  invoices: ExportInvoice[],
  company: Company,
  out: Writable,
): Promise<void> {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.pipe(out);
  const taken = new Set<string>();
  try {
    for (const inv of invoices) {
      if (out.destroyed) throw new ExportAborted();
      const [lines, orders] = await Promise.all([invoiceLines(db, inv.id), invoiceOrders(db, inv.id)]);
      const written = entryWritten(archive, out);
      archive.append(invoicePdf(inv, lines, orders, company), { name: zipEntryName(inv, taken), date: inv.createdAt });
      await written;
    }
    const closedEarly = new Promise<never>((_, reject) => out.once('close', () => reject(new ExportAborted())));
    closedEarly.catch(() => undefined);
    // finalize() waits for the whole archive to be read; a client that leaves now ends that wait.
    await Promise.race([archive.finalize(), closedEarly]);
  } catch (err) {
    archive.abort();
    if (err instanceof ExportAborted) return;
    throw err;
  }
}
