import { printLedger } from './ledger.mjs';

const RAW = ['tea:350', 'bread:275', 'jam:420'];
const SKIP = 'jam';

function parseEntry(line) {
  const [name, cents] = line.split(':');
  return { name, cents: Number(cents) };
}

function loadEntries(raw) {
  const out = [];
  for (const line of raw) {
    if (line.startsWith(SKIP)) {
      continue;
    }
    out.push(parseEntry(line));
  }
  return out;
}

function run() {
  const entries = loadEntries(RAW);
  const total = printLedger(entries);
  console.log('total cents', total);
}

run();
