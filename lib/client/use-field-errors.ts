'use client';

import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import type { Envelope } from '../api-client-types';
import { errorsTexts } from '../i18n/id/core';

/** Messages by field name, as the API's refusals carry them (`error: { amount: '…' }`). */
export type FieldMessages = Record<string, string>;

/**
 * The field errors of a dialog that keeps its values in plain state (a payment, an acceptance):
 * what the client found before sending, what the API refused, and each one gone as its field
 * changes. Forms on react-hook-form get the same from `useBffAction({ form })`.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldMessages>({});
  return {
    errors,
    /** Shows what the client found; false (with the "incomplete" warning) when anything was. */
    passes(found: FieldMessages): boolean {
      setErrors(found);
      if (Object.keys(found).length === 0) return true;
      toast.warning(errorsTexts.incomplete);
      return false;
    },
    /** The field changed: its message goes. */
    clear(name: string) {
      setErrors(({ [name]: _gone, ...rest }) => rest);
    },
    /** For `useBffAction`'s `onRefused`: the API's own message per field. */
    refused(refusal: Envelope<unknown>) {
      setErrors(refusal.error && typeof refusal.error === 'object' ? (refusal.error as FieldMessages) : {});
    },
  };
}
