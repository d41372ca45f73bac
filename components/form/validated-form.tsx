'use client';

import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { toast } from '@/lib/client/toast';
import { errorsTexts } from '@/lib/i18n/id/core';

/**
 * The form element of every react-hook-form form (docs/conventions.md): the browser's own
 * validation off (the API's schema checks, with Indonesian messages beside each field), and one
 * "Data belum lengkap" warning when something is missing, so nothing is sent half-filled.
 */
export function ValidatedForm<V extends FieldValues>({
  form,
  onSubmit,
  className = 'space-y-5',
  children,
}: {
  form: UseFormReturn<V>;
  onSubmit: SubmitHandler<V>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={form.handleSubmit(onSubmit, () => toast.warning(errorsTexts.incomplete))}
      className={className}
      noValidate
    >
      {children}
    </form>
  );
}
