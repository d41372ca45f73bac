// Lighthouse's desktop performance score of one URL, printed as JSON. Plain Node on purpose:
// Lighthouse sends its own functions' source into the page, and a TypeScript loader (tsx) would
// have rewritten them with helpers the page does not have.
// Usage: node scripts/bench/lighthouse.mjs <url> <chrome debugging port> [cookie]
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const [url, port, cookie] = process.argv.slice(2);
const result = await lighthouse(
  url,
  {
    port: Number(port),
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: cookie ? { cookie } : undefined,
  },
  desktopConfig,
);
const score = result?.lhr.categories.performance?.score;
const audits = result?.lhr.audits ?? {};
console.log(
  JSON.stringify({
    score: score === null || score === undefined ? null : Math.round(score * 100),
    fcp: audits['first-contentful-paint']?.numericValue ?? null,
    lcp: audits['largest-contentful-paint']?.numericValue ?? null,
    tbt: audits['total-blocking-time']?.numericValue ?? null,
    cls: audits['cumulative-layout-shift']?.numericValue ?? null,
  }),
);
