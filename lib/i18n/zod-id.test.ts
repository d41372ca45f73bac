import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { validationTexts as v } from './id/core';
import './zod-id';

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('diterima');
  return result.error.issues[0].message;
};

describe("zod's messages, in the app's Indonesian texts", () => {
  it('says what is missing or too long, without a rule of its own', () => {
    expect(messageOf(z.string(), undefined)).toBe(v.required);
    expect(messageOf(z.string().min(1), '')).toBe(v.required);
    expect(messageOf(z.string().min(8), 'abc')).toBe(v.minLength(8));
    expect(messageOf(z.string().max(3), 'abcd')).toBe(v.maxLength(3));
    expect(messageOf(z.number(), 'lima')).toBe(v.invalidFormat);
  });

  it('counts items and bounds numbers in words a partner reads', () => {
    expect(messageOf(z.array(z.string()).min(1), [])).toBe(v.chooseOne);
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe(v.maxItems(2));
    expect(messageOf(z.number().min(5), 4)).toBe(v.atLeast(5));
    expect(messageOf(z.number().positive(), 0)).toBe(v.moreThan(0));
    expect(messageOf(z.number().max(10), 11)).toBe(v.atMost(10));
  });

  it('names a bad email, date, choice or extra field', () => {
    expect(messageOf(z.email(), 'bukan-email')).toBe(v.email);
    expect(messageOf(z.iso.date(), '2026-13-40')).toBe(v.invalidDate);
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe(v.invalidChoice);
    expect(messageOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe(v.unknownFields);
  });
});
