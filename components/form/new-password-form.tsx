'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { changePasswordBody, setNewPasswordBody } from '@/lib/api/schemas/auth';
import { profileTexts, setNewPasswordTexts } from '@/lib/i18n/id/profile';
import { useBffAction } from '@/lib/client/use-bff-action';

type Values = z.input<typeof changePasswordBody>;

/** Changing one's password on the profile (the old one first), or choosing the first one. */
const KINDS = {
  change: {
    resolver: zodResolver(changePasswordBody),
    path: '/bff/auth/change-password',
    success: profileTexts.passwordChanged,
    submit: profileTexts.changePassword,
  },
  first: {
    resolver: zodResolver(setNewPasswordBody),
    path: '/bff/auth/set-new-password',
    success: setNewPasswordTexts.success,
    submit: setNewPasswordTexts.submit,
  },
};

/** Either way the API ends every session of the account, so the user signs in again (spec 4). */
export function NewPasswordForm({ kind }: { kind: keyof typeof KINDS }) {
  const k = KINDS[kind];
  const { run } = useBffAction();
  const form = useForm<Values>({
    // The first password has no old one: its schema is the same without that field.
    resolver: k.resolver as Resolver<Values>,
    defaultValues:
      kind === 'change'
        ? { oldPassword: '', newPassword: '', confirmPassword: '' }
        : { newPassword: '', confirmPassword: '' },
  });

  async function onSubmit(values: Values) {
    const done = await run(k.path, { body: values }, { form, successText: k.success, then: { replace: '/login' } });
    if (done) localStorage.clear();
  }

  const password = (name: keyof Values, label: string, autoComplete: string) => (
    <TextField form={form} name={name} label={label} type="password" autoComplete={autoComplete} />
  );
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
      {kind === 'change' ? password('oldPassword', profileTexts.oldPassword, 'current-password') : null}
      {password('newPassword', profileTexts.newPassword, 'new-password')}
      {password('confirmPassword', profileTexts.confirmPassword, 'new-password')}
      <Button type="submit" className={kind === 'first' ? 'w-full' : undefined} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? profileTexts.saving : k.submit}
      </Button>
    </form>
  );
}
