import { bucketLines } from './buckets.mjs';

const raw = [
  'info: started',
  'debug: cache warm',
  'error: disk full',
  'info: retrying',
];
const keepDebug = process.argv.includes('--debug');
const result = bucketLines(raw, keepDebug);
console.log(JSON.stringify(result));
