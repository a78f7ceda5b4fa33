import { assign } from './slots.mjs';

const slots = [
  { free: false, size: 4 },
  { free: true, size: 1 },
  { free: true, size: 8 },
];
const jobs = [{ name: 'render', size: 2.5 }, { name: 'huge', size: 20 }];
for (const job of jobs) {
  console.log(assign(slots, job));
}
