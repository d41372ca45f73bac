import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { listTexts } from '@/lib/i18n/id/list';
import { cn } from '@/lib/cn';

/**
 * A list screen's frame: the screen's tabs, its header and what stands under it (the table, a
 * notice, totals). A `readOnly` caller reads "Anda hanya dapat melihat data ini." in place of the
 * description and gets none of the header's buttons.
 */
export function ListScreen({
  tabs,
  title,
  description,
  readOnly = false,
  actions,
  className = 'max-w-6xl',
  children,
}: {
  tabs?: ReactNode;
  title: string;
  description?: string;
  readOnly?: boolean;
  actions?: ReactNode;
  /** The page's width. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('mx-auto', className)}>
      {tabs}
      <PageHeader
        title={title}
        description={readOnly ? listTexts.readOnly : description}
        actions={readOnly ? null : actions}
      />
      {children}
    </div>
  );
}
