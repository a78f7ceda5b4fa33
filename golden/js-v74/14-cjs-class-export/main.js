const Store = require('./store');

const s = new Store();
const spare = new Store();
const first = 4;
s.add(first);
spare.add(9);
const n = s.size();
console.log(n, spare.size());
