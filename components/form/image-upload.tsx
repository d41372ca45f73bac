'use client';

import { ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { fileUrl } from '@/lib/file-url';
import { bff } from '@/lib/client/bff';
import { t } from '@/lib/i18n/id';
import { MAX_UPLOAD_BYTES } from '@/lib/upload-limits';

export interface StoredFile {
  filename: string;
  path: string;
}

interface Props {
  label: string;
  value: StoredFile | null;
  onChange: (file: StoredFile | null) => void;
  accept?: string;
}

/** Uploads one file through /bff/upload (field imageUrl) and shows its preview. */
export function ImageUpload({ label, value, onChange, accept = 'image/jpeg,image/png,image/webp' }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const preview = value ? fileUrl(value.path, value.filename) : null;

  async function upload(file: File) {
    if (file.size > MAX_UPLOAD_BYTES) return void toast.warning(t.upload.tooLarge);
    const body = new FormData();
    body.set('imageUrl', file);
    setBusy(true);
    try {
      const res = await bff<StoredFile>('/bff/upload', { body });
      if (!res) return void toast.error(t.errors.network);
      if (!res.success) return void toast.warning(res.message || t.errors.generic);
      onChange({ filename: res.data.filename, path: res.data.path });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-4">
        <div className="flex size-24 items-center justify-center overflow-hidden rounded-md border border-dashed border-stone-300 bg-stone-50">
          {preview ? (
            // eslint-disable-next-line @next/next/no-img-element -- files are served by the BFF to signed-in users, not by next/image
            <img src={preview} alt={label} className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden className="size-6 text-stone-400" />
          )}
        </div>
        <div className="space-y-2">
          <input
            id={id}
            type="file"
            accept={accept}
            disabled={busy}
            className="block text-sm file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
              e.target.value = '';
            }}
          />
          {busy ? (
            <p className="text-xs text-stone-500" aria-live="polite">
              {t.list.uploading}
            </p>
          ) : null}
          {value ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
              <X />
              {t.list.removeImage}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
