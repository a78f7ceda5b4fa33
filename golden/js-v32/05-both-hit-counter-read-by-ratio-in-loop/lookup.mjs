import { resetStats, hit, miss, ratio, missCount } from './counter.mjs';

const cache = new Map([['a', 1], ['b', 2]]);
const keys = ['a', 'x', 'b', 'a', 'y', 'x'];
const trace = [];
resetStats();
for (const k of keys) {
  if (cache.has(k)) {
    hit();
  } else {
    miss();
    cache.set(k, 0);
  }
  const r = ratio();
  trace.push(r.toFixed(2));
}
console.log(trace.join(' '));
console.log(missCount());
