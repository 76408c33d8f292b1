/**
 * Checks a running backend against the client's schemas, call by call.
 *   npm run contract:check -- --base-url https://api.example.in
 * Exits 1 when any public GET answers in a shape the storefront would refuse.
 */
import { checkContract } from '../src/api/contract-check';
import { z } from '../src/lib/zod';

// The app's zod/mini loads no locale, so its own issues read 'Invalid input'. This report is for
// people checking a backend: load zod's English messages ('expected number, received string').
z.config(z.locales.en());

const flag = process.argv.indexOf('--base-url');
const baseUrl = flag >= 0 ? process.argv[flag + 1] : process.env.CONTRACT_BASE_URL;
if (!baseUrl) {
  console.error('usage: npm run contract:check -- --base-url https://api.example.in');
  process.exit(2);
}

const reports = await checkContract(baseUrl, async (url) => {
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, json: () => response.json() as Promise<unknown> };
});

const width = Math.max(...reports.map((report) => report.call.length));
for (const report of reports) {
  console.log(
    `${report.ok ? 'ok  ' : 'FAIL'}  ${report.call.padEnd(width)}  ${report.problem ?? ''}`,
  );
}
const failed = reports.filter((report) => !report.ok).length;
console.log(`\n${reports.length - failed} of ${reports.length} calls match the client's schemas.`);
process.exit(failed ? 1 : 0);
