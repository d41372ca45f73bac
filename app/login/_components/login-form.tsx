'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/client/toast';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { bff } from '@/lib/client/bff';
import { placeFieldErrors } from '@/lib/client/use-bff-action';
import { errorsTexts, loginTexts } from '@/lib/i18n/id/core';
import { noWhitespace } from '@/lib/typed-text';

interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

/**
 * The first page anyone loads, so it carries no schema library: the API judges the two fields
 * (loginBody) and its field errors are placed under them, as a refused form's are everywhere.
 */
export function LoginForm() {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    defaultValues: { username: '', password: '', remember: false },
  });

  async function onSubmit(values: LoginValues) {
    setFailure(null);
    const res = await bff<{ rolePage: string; isNew: boolean }>('/bff/auth/login', { body: values });
    if (!res) return setFailure(errorsTexts.network);
    if (!res.success) {
      // A wrong password is no field's fault: it is said once above the button, not as a toast.
      if (!placeFieldErrors(form, res.error, ['username', 'password'])) setFailure(res.message);
      return;
    }
    localStorage.setItem('page', res.data.rolePage); // spec 3: the role page is kept under "page"
    toast.success(loginTexts.success);
    router.replace(res.data.isNew ? '/set-new-password' : `/${res.data.rolePage}`);
    router.refresh();
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
      <TextField
        form={form}
        name="username"
        label={loginTexts.username}
        autoComplete="username"
        autoCapitalize="none"
        normalize={noWhitespace}
        autoFocus
      />
      <TextField
        form={form}
        name="password"
        label={loginTexts.password}
        type="password"
        autoComplete="current-password"
      />
      <label className="flex items-center gap-2 text-sm text-stone-700">
        <input type="checkbox" className="size-4 accent-brand-700" {...form.register('remember')} />
        {loginTexts.remember}
      </label>
      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? loginTexts.submitting : loginTexts.submit}
      </Button>
    </form>
  );
}
