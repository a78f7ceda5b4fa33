import { sum, count } from './core/index.mjs';

const data = [1, 2, 3];
const n = count(data);
const t = sum(data);
console.log(n);
console.log(t);
