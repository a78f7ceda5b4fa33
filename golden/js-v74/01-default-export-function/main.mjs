import sc from './lib.mjs';

const a = 2;
const b = 5;
const name = "n";
const r = sc(a, name);
console.log(r, b);
