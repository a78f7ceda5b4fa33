const { h, k } = require('./lib');
const { j } = require('./lib');

const v = 4;
const r = h(v);
const u = k(v);
const w = j(r);
console.log(w, u);
