import { entry, spare } from './top.mjs';

const n = 2;
const m = 9;
const v = entry(n);
const s = spare(m);
console.log(v, s);
