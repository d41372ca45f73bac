'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { changePasswordBody } from '@/lib/api/schemas/auth';
import { t } from '@/lib/i18n/id';
import { useBffAction } from '@/lib/client/use-bff-action';

type Values = z.input<typeof changePasswordBody>;
type Submitted = z.output<typeof changePasswordBody>;

export function PasswordForm() {
  const { run } = useBffAction();
  const form = useForm<Values, unknown, Submitted>({
    resolver: zodResolver(changePasswordBody),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  async function onSubmit(values: Submitted) {
    // spec 4: a password change logs out
    const done = await run(
      '/bff/auth/change-password',
      { body: values },
      { form, successText: t.profile.passwordChanged, then: { replace: '/login' } },
    );
    if (done) localStorage.clear();
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
      <TextField
        form={form}
        name="oldPassword"
        label={t.profile.oldPassword}
        type="password"
        autoComplete="current-password"
      />
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
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t.profile.saving : t.profile.changePassword}
      </Button>
    </form>
  );
}
