import { z } from 'zod';

/**
 * Validation messages in plain Indonesian for every zod schema, server and browser alike.
 * Zod's bundled Indonesian locale is technical ("Terlalu kecil: diharapkan string ..."),
 * which partners should not have to read.
 */
const customError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'Wajib diisi.' : 'Format tidak valid.';
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') return n <= 1 ? 'Wajib diisi.' : `Minimal ${n} karakter.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return n <= 1 ? 'Pilih minimal satu.' : `Minimal ${n} item.`;
      return issue.inclusive ? `Minimal ${n}.` : `Harus lebih dari ${n}.`;
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return `Maksimal ${n} karakter.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Maksimal ${n} item.`;
      return issue.inclusive ? `Maksimal ${n}.` : `Harus kurang dari ${n}.`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'Format email tidak valid.';
      if (issue.format === 'date') return 'Format tanggal tidak valid.';
      return 'Format tidak valid.';
    case 'invalid_value':
      return 'Pilihan tidak valid.';
    case 'not_multiple_of':
      return 'Angka tidak valid.';
    case 'unrecognized_keys':
      return 'Terdapat isian yang tidak dikenal.';
    default:
      return 'Data tidak valid.';
  }
};

let installed = false;

export function installIndonesianZodErrors(): void {
  if (installed) return;
  z.config({ customError });
  installed = true;
}

installIndonesianZodErrors();
