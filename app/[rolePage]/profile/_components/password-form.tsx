'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { applyServerErrors } from '@/components/form/server-errors';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { changePasswordBody } from '@/lib/api/schemas/auth';
import { bff } from '@/lib/bff-client';
import { t } from '@/lib/i18n/id';

type Values = z.input<typeof changePasswordBody>;
type Submitted = z.output<typeof changePasswordBody>;

export function PasswordForm() {
  const router = useRouter();
  const form = useForm<Values, unknown, Submitted>({
    resolver: zodResolver(changePasswordBody),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  async function onSubmit(values: Submitted) {
    const res = await bff('/bff/auth/change-password', { body: values });
    if (!res) return;
    if (!res.success) {
      applyServerErrors(form.setError, res.error, ['oldPassword', 'newPassword', 'confirmPassword']);
      return toast.warning(res.message);
    }
    localStorage.clear();
    toast.success(t.profile.passwordChanged); // spec 4: password change forces logout
    router.replace('/login');
    router.refresh();
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
