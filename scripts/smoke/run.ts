/**
 * `npm run smoke -- <site URL>`: the smoke check of scripts/smoke/smoke.ts against a deployed site
 * (the stack's SiteUrl output) or a local one (`npm start`: http://localhost:3000). Prints one
 * line per step with its time, and exits 1 on the first failure.
 */
import { formatStep, smoke } from './smoke';

const siteUrl = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
if (!siteUrl || !/^https?:\/\//.test(siteUrl)) {
  console.error(
    'Usage: npm run smoke -- <site URL>   (the SiteUrl output of cdk deploy, or http://localhost:3000)',
  );
  process.exit(2);
}

const started = performance.now();
console.log(`Smoke check of ${siteUrl}`);
const report = await smoke(siteUrl, { onStep: (result) => console.log(formatStep(result)) });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  report.ok
    ? `Smoke check passed in ${seconds} s (user ${report.username} stays, signed out, with no tasks).`
    : `Smoke check FAILED after ${seconds} s.`,
);
process.exit(report.ok ? 0 : 1);
