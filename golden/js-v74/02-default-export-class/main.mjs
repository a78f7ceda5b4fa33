import Counter from './counter.mjs';

const s = 4;
const step = 2;
const c = new Counter(s);
c.touch();
c.inc(step);
const v = c.n;
console.log(v);
