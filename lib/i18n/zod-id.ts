import { z } from 'zod';
import { validationTexts } from './id/core';

/**
 * Validation messages in plain Indonesian for every zod schema, server and browser alike.
 * Zod's bundled Indonesian locale is technical ("Terlalu kecil: diharapkan string ..."),
 * which partners should not have to read.
 */
const v = validationTexts;

const customError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? v.required : v.invalidFormat;
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') return n <= 1 ? v.required : v.minLength(n);
      if (issue.origin === 'array' || issue.origin === 'set') return n <= 1 ? v.chooseOne : v.minItems(n);
      return issue.inclusive ? v.atLeast(n) : v.moreThan(n);
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return v.maxLength(n);
      if (issue.origin === 'array' || issue.origin === 'set') return v.maxItems(n);
      return issue.inclusive ? v.atMost(n) : v.lessThan(n);
    }
    case 'invalid_format':
      if (issue.format === 'email') return v.email;
      if (issue.format === 'date') return v.invalidDate;
      return v.invalidFormat;
    case 'invalid_value':
      return v.invalidChoice;
    case 'not_multiple_of':
      return v.invalidNumber;
    case 'unrecognized_keys':
      return v.unknownFields;
    default:
      return v.invalidData;
  }
};

let installed = false;

export function installIndonesianZodErrors(): void {
  if (installed) return;
  z.config({ customError });
  installed = true;
}

installIndonesianZodErrors();
