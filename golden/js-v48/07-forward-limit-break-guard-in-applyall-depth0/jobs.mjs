import { applyAll, firstResult } from './batch.mjs';

const records = [
  { id: 1, name: 'ada' },
  { id: 2, name: 'bob', disabled: true },
  { id: 3, name: 'cy' },
  { id: 4, name: 'di' },
];

const shout = (rec) => rec.name.toUpperCase();
const idOf = (rec) => rec.id;

function run() {
  const loud = applyAll(records, shout, { max: 2, tag: 'names' });
  const ids = applyAll(records, idOf, { tag: 'ids' });
  console.log(loud.results.join(' '), firstResult(ids));
  return loud.skipped + ids.skipped;
}

const skippedTotal = run();
console.log(`skipped overall ${skippedTotal}`);
