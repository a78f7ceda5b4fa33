'use strict';
const { describe } = require('./client');

const JOBS = [
  { name: 'sync', tries: 4, cap: 500 },
  { name: 'mail', cap: 250 },
];

let worst = 0;
for (const job of JOBS) {
  const t = describe(job);
  if (t > worst) {
    worst = t;
  }
}
console.log(`worst plan waits ${worst}ms`);
