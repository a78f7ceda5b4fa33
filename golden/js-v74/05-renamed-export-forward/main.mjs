import { publicFn, other } from './lib.mjs';

const seed = 5;
const unrelated = 3;
const r = publicFn(seed, unrelated);
const s = other(unrelated);
const t = r * 2;
console.log(t, s);
