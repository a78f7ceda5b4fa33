import { summarize, compare } from './report.mjs';

const DAILY = [4, 9, 2, 7];
const EXTRA = [11, -3];
const SITES = { north: [3, 5], south: [8, 1, 6] };
const TITLE = 'sensor report';

function banner(text) {
  const line = '='.repeat(text.length);
  return `${line}\n${text}\n${line}`;
}

console.log(banner(TITLE));
console.log(summarize('daily', DAILY));
for (const [tag, values] of Object.entries(SITES)) {
  console.log(compare(tag, values, EXTRA));
}
