import type { Metadata, Viewport } from 'next';
import { NuqsAdapter } from 'nuqs/adapters/next/app';
import type { ReactNode } from 'react';
import { Toasters } from '@/components/layout/toasters';
import { t } from '@/lib/i18n/id';
import './globals.css';

export const metadata: Metadata = {
  title: { default: t.app.name, template: `%s · ${t.app.name}` },
  description: t.app.tagline,
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="id">
      <body className="min-h-dvh font-sans">
        {/* List state in the URL (components/data-table/use-list-query.ts). */}
        <NuqsAdapter>{children}</NuqsAdapter>
        <Toasters />
      </body>
    </html>
  );
}
