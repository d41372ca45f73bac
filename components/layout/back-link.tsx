import Link from 'next/link';
import { listTexts } from '@/lib/i18n/id/list';

/** "← Kembali" above a document's or a form's title, to the list it was opened from. */
export function BackLink({ href, label = listTexts.back }: { href: string; label?: string }) {
  return (
    <Link href={href} className="text-sm text-brand-700 underline-offset-4 hover:underline">
      {`← ${label}`}
    </Link>
  );
}
