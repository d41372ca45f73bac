import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { amountInput } from '@/lib/typed-text';

/**
 * A controlled quantity or amount box outside react-hook-form (an order line, a stock adjustment,
 * a payment): the phone's number pad, no autofill, and only what `amountInput` keeps (spec 5: the
 * digits; a decimal stays visible so the API can refuse it). `onAmount` gets the kept text.
 */
export function AmountInput({
  decimal = false,
  onAmount,
  ...props
}: Omit<ComponentProps<'input'>, 'onChange' | 'inputMode'> & {
  /** Quantities of weighed goods (kg, liter) take a decimal comma: the pad shows it. */
  decimal?: boolean;
  onAmount: (kept: string) => void;
}) {
  return (
    <Input
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...props}
      onChange={(e) => onAmount(amountInput(e.target.value))}
    />
  );
}
