import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { t } from '@/lib/i18n/id';

export function NotFoundView() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="max-w-md text-center">
        <p className="text-6xl font-bold text-brand-700">404</p>
        <h1 className="mt-4 text-xl font-semibold">{t.notFound.title}</h1>
        <p className="mt-2 text-stone-600">{t.notFound.body}</p>
        <Link href="/" className={`${buttonVariants()} mt-6`}>
          {t.notFound.home}
        </Link>
      </div>
    </main>
  );
}
