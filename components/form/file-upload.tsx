'use client';

import { FileText, ImagePlus, Upload, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { Button, buttonVariants } from '@/components/ui/button';
import { fileUrl } from '@/lib/file-url';
import { bff } from '@/lib/client/bff';
import { errorsTexts } from '@/lib/i18n/id/core';
import { listTexts } from '@/lib/i18n/id/list';
import { uploadTexts } from '@/lib/i18n/id/upload';
import { MAX_UPLOAD_BYTES } from '@/lib/upload-limits';
import { isPdf } from './receipt-view';
import { Field, fieldAria } from './field';

/** A file kept by the API's file store, as /bff/upload answers it. */
export interface StoredFile {
  filename: string;
  path: string;
}
export type UploadedReceipt = StoredFile;

interface Props {
  label: string;
  value: StoredFile | null;
  onChange: (file: StoredFile | null) => void;
  onBusyChange?: (busy: boolean) => void;
  error?: string;
}

const IMAGES = 'image/jpeg,image/png,image/webp';

/**
 * One file uploaded through /bff/upload (field imageUrl) before the form that names it is sent,
 * with its preview; a PDF has no picture to preview, so it is a link. Refused when over the
 * limit before any byte is sent.
 */
function FileUpload({
  label,
  value,
  onChange,
  onBusyChange,
  error,
  accept,
  removeLabel,
  emptyIcon: EmptyIcon,
}: Props & { accept: string; removeLabel: string; emptyIcon: typeof Upload }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  // A file over the limit is refused here, before a 5 MB upload is spent on it (issue 12).
  const [tooLarge, setTooLarge] = useState(false);
  const shownError = tooLarge ? uploadTexts.tooLarge : error;
  const url = value ? fileUrl(value.path, value.filename) : null;

  function markBusy(next: boolean) {
    setBusy(next);
    onBusyChange?.(next);
  }

  async function upload(file: File) {
    setTooLarge(file.size > MAX_UPLOAD_BYTES);
    if (file.size > MAX_UPLOAD_BYTES) return void toast.warning(uploadTexts.tooLarge);
    const body = new FormData();
    body.set('imageUrl', file);
    markBusy(true);
    try {
      const res = await bff<StoredFile>('/bff/upload', { body });
      if (!res) return void toast.error(errorsTexts.network);
      if (!res.success) return void toast.warning(res.message || errorsTexts.generic);
      onChange({ filename: res.data.filename, path: res.data.path });
    } finally {
      markBusy(false);
    }
  }

  return (
    <Field id={id} label={label} error={shownError}>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-md border border-dashed border-stone-300 bg-stone-50">
          {value && url && isPdf(value.filename) ? (
            <a
              href={url}
              className="flex flex-col items-center gap-1 text-xs text-brand-700 underline-offset-4 hover:underline"
            >
              <FileText aria-hidden className="size-6" />
              {uploadTexts.receiptPdf}
            </a>
          ) : url ? (
            // eslint-disable-next-line @next/next/no-img-element -- served by the BFF to signed-in users, not by next/image
            <img src={url} alt={label} className="size-full object-cover" />
          ) : (
            <EmptyIcon aria-hidden className="size-6 text-stone-400" />
          )}
        </div>
        <div className="flex min-w-0 flex-col items-start gap-2">
          {/* The native control speaks the browser's language; this one speaks Indonesian and stays keyboard reachable. */}
          <input
            id={id}
            type="file"
            accept={accept}
            disabled={busy}
            {...fieldAria(id, shownError)}
            className="peer sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
              e.target.value = '';
            }}
          />
          <label
            htmlFor={id}
            className={`${buttonVariants({ variant: 'outline', size: 'sm' })} cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-disabled:opacity-60`}
          >
            <Upload aria-hidden />
            {value ? uploadTexts.replaceFile : uploadTexts.chooseFile}
          </label>
          {busy ? (
            <p className="text-xs text-stone-500" aria-live="polite">
              {listTexts.uploading}
            </p>
          ) : null}
          {value ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
              <X />
              {removeLabel}
            </Button>
          ) : null}
        </div>
      </div>
    </Field>
  );
}

/** A receipt, photo or PDF (procurement acceptance, invoice payment). */
export function ReceiptUpload(props: Props) {
  return (
    <FileUpload
      {...props}
      accept={`${IMAGES},application/pdf`}
      removeLabel={uploadTexts.removeReceipt}
      emptyIcon={Upload}
    />
  );
}

/** A picture (product thumbnail, return photo). */
export function ImageUpload(props: Props) {
  return <FileUpload {...props} accept={IMAGES} removeLabel={listTexts.removeImage} emptyIcon={ImagePlus} />;
}
