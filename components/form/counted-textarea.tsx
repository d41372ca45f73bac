'use client';

import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { formTexts, validationTexts } from '@/lib/i18n/id/core';
import { FieldError } from './field';

interface CountedTextareaProps extends Omit<ComponentProps<'textarea'>, 'maxLength' | 'value'> {
  id: string;
  value: string;
  /** The API's limit for this field. */
  max: number;
  error?: string | null;
}

/**
 * A textarea that shows how much of its limit is used (issue 12). It has no maxLength: a browser cuts
 * a pasted text at maxLength without a word, so an over-long text stays as pasted, the counter turns
 * red and the form (and the API) refuse it until it is shortened.
 */
export function CountedTextarea({ id, value, max, error, className, ...props }: CountedTextareaProps) {
  const over = value.length > max;
  const describedBy = [`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <>
      <textarea
        id={id}
        value={value}
        className={cn(
          'flex w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base aria-invalid:border-red-600 sm:text-sm',
          className,
        )}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      <CharCounter id={`${id}-count`} value={value} max={max} />
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}

/** The message a form shows before sending a text past its limit. */
export const overLimitError = (value: string, max: number) =>
  value.length > max ? validationTexts.maxLength(max) : null;

/** "12/500 karakter" under a limited field; red, with how much to cut, once past the limit. */
export function CharCounter({ id, value, max }: { id?: string; value: string; max: number }) {
  const over = value.length > max;
  return (
    <p id={id} className={cn('text-right text-xs', over ? 'text-red-700' : 'text-stone-500')}>
      {over ? formTexts.overLimit(value.length, max) : formTexts.charCount(value.length, max)}
    </p>
  );
}
