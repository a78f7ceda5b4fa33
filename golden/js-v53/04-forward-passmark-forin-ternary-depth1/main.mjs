import { gradeAll, letter } from './grade.mjs';

function describe(result) {
  const names = Object.keys(result.report).sort();
  return names.map((n) => `${n}:${result.report[n]}`).join(' ');
}

const scores = { ada: 91, bo: 64, cy: 48 };
const result = gradeAll(scores, 60);
const solo = letter(77, 60);
console.log(describe(result));
console.log(`best=${result.best} seen=${result.seen}`);
console.log(`solo=${solo}`);
