import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { callApiJson } from '@/lib/server/api-client';
import { t } from '@/lib/i18n/id';
import { DemoAccountsCard, type DemoAccounts } from './_components/demo-accounts';
import { LoginForm } from './_components/login-form';

export const metadata: Metadata = { title: t.login.submit };

/** Only a demo installation answers with accounts; a failure simply shows the form alone. */
async function demoAccounts(): Promise<DemoAccounts | null> {
  // Rendered per request: whether this database is the demo is known only at run time.
  await connection();
  try {
    const { body } = await callApiJson<DemoAccounts | null>('api', '/auth/demo-accounts');
    return body.success ? body.data : null;
  } catch {
    return null;
  }
}

export default async function LoginPage() {
  const demo = await demoAccounts();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-gradient-to-b from-brand-50 to-stone-100 p-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t.app.name}</p>
          <CardTitle as="h1">{t.login.title}</CardTitle>
          <CardDescription>{t.login.subtitle}</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm />
        </CardContent>
      </Card>
      {demo ? <DemoAccountsCard demo={demo} /> : null}
    </main>
  );
}
