'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DigitsField, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { changeProfileBody } from '@/lib/api/schemas/auth';
import { profileTexts } from '@/lib/i18n/id/profile';
import { useBffAction } from '@/lib/client/use-bff-action';

type Values = z.input<typeof changeProfileBody>;
type Submitted = z.output<typeof changeProfileBody>;

export function ProfileForm({ initial }: { initial: Values }) {
  const { run } = useBffAction();
  const form = useForm<Values, unknown, Submitted>({
    resolver: zodResolver(changeProfileBody),
    defaultValues: initial,
  });

  async function onSubmit(values: Submitted) {
    await run('/bff/auth/change-profile', { body: values }, { form, successText: profileTexts.saved });
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
      <TextField form={form} name="name" label={profileTexts.name} autoComplete="name" />
      <TextField form={form} name="email" label={profileTexts.email} type="email" autoComplete="email" />
      <DigitsField form={form} name="phoneNumber" label={profileTexts.phoneNumber} autoComplete="tel" />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? profileTexts.saving : profileTexts.save}
      </Button>
    </form>
  );
}
