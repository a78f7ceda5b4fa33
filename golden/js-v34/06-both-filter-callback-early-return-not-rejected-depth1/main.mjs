import { tally } from './tally.mjs';

const entries = [
  { tag: 'shop', region: 'north', amount: 40, discount: 0.25 },
  { tag: 'spam', region: 'north', amount: 99 },
  { tag: 'shop', region: 'south', amount: 15 },
  { tag: 'cafe', region: 'north' },
  { tag: 'cafe', region: 'north', amount: 12 },
];
let extraNote = '';
try {
  extraNote = JSON.parse(process.env.TALLY_NOTE ?? '""');
} catch (err) {
  extraNote = `bad note: ${err.message}`;
}
const region = process.argv[2] ?? 'north';
const report = tally(entries, region);
console.log(`${report.kept} kept, ${report.rejected} rejected, sum ${report.sum} ${extraNote}`);
