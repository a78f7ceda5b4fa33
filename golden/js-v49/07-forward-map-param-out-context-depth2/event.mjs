// event.mjs — weekly attendance summary for a reading club
import { register, regulars, badge } from './registry.mjs';

export function summarize(weeks, threshold) {
  const roster = new Map();
  const everyone = new Set();
  for (const week of weeks) {
    register(roster, everyone, week);
  }
  const invited = new Map([['ana', 3], ['dee', 1]]);
  const vips = regulars(invited, 2);
  const loyal = regulars(roster, threshold);
  console.log('everyone:', [...everyone].sort().join(' '));
  console.log('vips:', badge(vips[0], 3));
  return `loyal: ${loyal.join(', ')}`;
}

function digest(weeks) {
  const header = `weeks: ${weeks.length}`;
  const body = summarize(weeks, 2);
  return `${header}\n${body}`;
}

const sheets = [[' ana', 'bo'], ['bo ', 'cy'], ['bo', 'ana ']];
console.log(digest(sheets));
