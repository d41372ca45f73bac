import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return <section className={cn('rounded-lg border border-stone-200 bg-white shadow-sm', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('space-y-1 border-b border-stone-100 p-5', className)} {...props} />;
}

export function CardTitle({
  className,
  as: Heading = 'h2',
  ...props
}: ComponentProps<'h2'> & { as?: 'h1' | 'h2' | 'h3' }) {
  return <Heading className={cn('text-lg font-semibold text-stone-900', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-stone-600', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5', className)} {...props} />;
}

/**
 * A titled section: the card with a heading (and a line of help under it) above its content,
 * which most forms and detail pages are made of. Cards whose header holds more than a title and
 * a description (actions, a badge) compose the parts above.
 */
export function SectionCard({
  title,
  titleAs,
  description,
  contentClassName,
  children,
  ...props
}: Omit<ComponentProps<'section'>, 'title'> & {
  title: ReactNode;
  titleAs?: 'h1' | 'h2' | 'h3';
  description?: ReactNode;
  contentClassName?: string;
}) {
  return (
    <Card {...props}>
      <CardHeader>
        <CardTitle as={titleAs}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

/**
 * A card without a title (the top of most forms, a detail page's facts): its content padded all
 * round. `columns` sets the fields two abreast from `sm` up.
 */
export function ContentCard({
  columns = false,
  className,
  children,
}: {
  columns?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent className={cn(columns ? 'grid gap-4 pt-5 sm:grid-cols-2' : 'pt-5', className)}>
        {children}
      </CardContent>
    </Card>
  );
}
