import { redirect } from 'next/navigation';
import { SectionCard } from '@/components/ui/card';
import { t } from '@/lib/i18n/id';
import { getSession } from '@/lib/server/session';
import { NewPasswordForm } from '@/components/form/new-password-form';

export default async function SetNewPasswordPage() {
  const session = await getSession();
  if (!session.token) redirect('/login');
  if (!session.isNew) redirect(`/${session.rolePage}`);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-100 p-4">
      <SectionCard
        className="w-full max-w-sm"
        title={t.setNewPassword.title}
        titleAs="h1"
        description={t.setNewPassword.subtitle}
      >
        <NewPasswordForm kind="first" />
      </SectionCard>
    </main>
  );
}
