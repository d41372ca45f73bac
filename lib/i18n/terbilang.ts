const UNITS = [
  '',
  'satu',
  'dua',
  'tiga',
  'empat',
  'lima',
  'enam',
  'tujuh',
  'delapan',
  'sembilan',
  'sepuluh',
  'sebelas',
];
const SCALES: [number, string][] = [
  [1e12, 'triliun'],
  [1e9, 'miliar'],
  [1e6, 'juta'],
];

function words(n: number): string {
  if (n < 12) return UNITS[n];
  if (n < 20) return `${UNITS[n - 10]} belas`;
  if (n < 100) return `${UNITS[Math.floor(n / 10)]} puluh ${words(n % 10)}`;
  if (n < 200) return `seratus ${words(n - 100)}`;
  if (n < 1000) return `${UNITS[Math.floor(n / 100)]} ratus ${words(n % 100)}`;
  if (n < 2000) return `seribu ${words(n - 1000)}`;
  if (n < 1e6) return `${words(Math.floor(n / 1000))} ribu ${words(n % 1000)}`;
  for (const [size, name] of SCALES) if (n >= size) return `${words(Math.floor(n / size))} ${name} ${words(n % size)}`;
  return '';
}

/**
 * A whole rupiah amount in Indonesian words, as invoices and receipts write it ("terbilang"):
 * 1.250.000 → "Satu juta dua ratus lima puluh ribu rupiah". Amounts up to the API's caps (far
 * below a quadrillion) are exact; fractions are not money here.
 */
export function terbilang(amount: number): string {
  const n = Math.trunc(Math.abs(amount));
  const text = n === 0 ? 'nol' : words(n).replace(/\s+/g, ' ').trim();
  const sentence = `${amount < 0 ? 'minus ' : ''}${text} rupiah`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
