'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { applyServerErrors } from '@/components/form/server-errors';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { setNewPasswordBody } from '@/lib/api/schemas/auth';
import { bff } from '@/lib/bff-client';
import { t } from '@/lib/i18n/id';

type Values = z.input<typeof setNewPasswordBody>;
type Submitted = z.output<typeof setNewPasswordBody>;

export function SetNewPasswordForm() {
  const router = useRouter();
  const form = useForm<Values, unknown, Submitted>({
    resolver: zodResolver(setNewPasswordBody),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  async function onSubmit(values: Submitted) {
    const res = await bff('/bff/auth/set-new-password', { body: values });
    if (!res) return toast.error(t.errors.network);
    if (!res.success) {
      applyServerErrors(form.setError, res.error, ['newPassword', 'confirmPassword']);
      return toast.warning(res.message);
    }
    localStorage.clear();
    toast.success(t.setNewPassword.success);
    router.replace('/login'); // spec 4: setting a new password also logs out
    router.refresh();
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
