import { Batch } from './batch.mjs';

const crates = [
  { name: 'nails', cost: 4 },
  { name: 'promo', cost: 0 },
  { name: 'saw', cost: 9 },
  { name: 'tape', cost: 2 },
];
const large = new Batch(crates, 20);
const small = new Batch(crates, 8);
const all = large.plan();
const picked = small.plan();
console.log(picked, all);
const later = crates.filter((c) => !picked.includes(c.name));
console.log(`left for later: ${later.map((c) => c.name).join(', ')}`);
