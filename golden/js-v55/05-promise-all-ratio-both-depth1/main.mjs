import { dailyReport } from './report.mjs';

const days = ['mon', 'tue'];
let printed = 0;
for (const day of days) {
  const line = await dailyReport(day, 'north');
  console.log(line);
  printed += 1;
}
console.log(`${printed} reports`);
