'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { setNewPasswordBody } from '@/lib/api/schemas/auth';
import { t } from '@/lib/i18n/id';
import { useBffAction } from '@/lib/client/use-bff-action';

type Values = z.input<typeof setNewPasswordBody>;
type Submitted = z.output<typeof setNewPasswordBody>;

export function SetNewPasswordForm() {
  const { run } = useBffAction();
  const form = useForm<Values, unknown, Submitted>({
    resolver: zodResolver(setNewPasswordBody),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  async function onSubmit(values: Submitted) {
    // spec 4: setting a new password also logs out
    const done = await run(
      '/bff/auth/set-new-password',
      { body: values },
      { form, successText: t.setNewPassword.success, then: { replace: '/login' } },
    );
    if (done) localStorage.clear();
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
      <TextField
        form={form}
        name="newPassword"
        label={t.profile.newPassword}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        form={form}
        name="confirmPassword"
        label={t.profile.confirmPassword}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t.profile.saving : t.setNewPassword.submit}
      </Button>
    </form>
  );
}
