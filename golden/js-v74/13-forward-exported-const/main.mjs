import { cap, LIMIT as L } from './lib.mjs';

const a = cap(15);
const b = L + 1;
const c = 3;
console.log(a);
console.log(b, c);
