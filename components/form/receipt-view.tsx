import { FileText } from 'lucide-react';
import { uploadTexts } from '@/lib/i18n/id/upload';

/** Generated names keep the sniffed extension, so the name says whether it is a PDF. */
export const isPdf = (filename: string) => filename.toLowerCase().endsWith('.pdf');

/** A stored receipt: an image as a thumbnail that opens full size, a PDF as a link (it downloads). */
export function ReceiptView({ receipt, label }: { receipt: { filename: string; url: string }; label: string }) {
  if (isPdf(receipt.filename)) {
    return (
      <a
        href={receipt.url}
        className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <FileText aria-hidden className="size-5" />
        {`${uploadTexts.openReceipt}: ${uploadTexts.receiptPdf}`}
      </a>
    );
  }
  return (
    <a
      href={receipt.url}
      target="_blank"
      rel="noopener"
      className="inline-block"
      aria-label={`${uploadTexts.openReceipt}: ${label}`}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- served by the BFF to signed-in users, not by next/image */}
      <img
        src={receipt.url}
        alt={label}
        className="h-32 w-auto max-w-full rounded-md border border-stone-200 object-contain"
      />
    </a>
  );
}
