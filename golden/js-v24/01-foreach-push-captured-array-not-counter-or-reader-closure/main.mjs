import { triage } from './incidents.mjs';

const LOG = [
  { level: 'error', source: 'db' },
  { level: 'info', source: 'web' },
  { level: 'warn', source: 'cache' },
  { level: 'panic', source: 'cron' },
  { level: 'fatal', source: 'queue' },
];

function parseLevel(flag) {
  if (flag === '--all') {
    return 1;
  }
  return flag === '--warn' ? 2 : 3;
}

const threshold = parseLevel(process.argv[2]);
const quiet = process.argv.includes('--quiet');
const result = triage(LOG, threshold);
if (!quiet) {
  console.log(`errors: ${result.errors}`);
}
console.log(`sources: ${result.sources.join(', ')}`);
