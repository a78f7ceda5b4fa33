import { useScale, useDigits, row } from './stats.mjs';

const data = [1.5, 2, 4.25];
const before = row(data);
useScale(10);
useDigits(2);
const after = row(data);
const width = after.length;
console.log(before);
console.log(after.padStart(width + 2));
