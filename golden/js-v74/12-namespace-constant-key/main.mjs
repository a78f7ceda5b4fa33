import * as ns from './lib.mjs';

const qty = 4;
const bonus = 1;
const k = ns["RATE"] * qty;
const f = bonus + 2;
console.log(k, f);
