import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { notFoundTexts } from '@/lib/i18n/id/shell';

export function NotFoundView() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="max-w-md text-center">
        <p className="text-6xl font-bold text-brand-700">404</p>
        <h1 className="mt-4 text-xl font-semibold">{notFoundTexts.title}</h1>
        <p className="mt-2 text-stone-600">{notFoundTexts.body}</p>
        <Link href="/" className={`${buttonVariants()} mt-6`}>
          {notFoundTexts.home}
        </Link>
      </div>
    </main>
  );
}
