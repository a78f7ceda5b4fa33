// report.mjs — compares the best student of two terms
import { fillIndex, bestOf, formatBest } from './scores.mjs';

export function termReport(autumn, spring) {
  let scores = new Map();
  fillIndex(scores, autumn);
  const autumnBest = bestOf(scores);
  scores = new Map();
  for (const row of spring) {
    scores.set(row.name, row.score);
  }
  scores.delete('guest');
  const springBest = bestOf(scores);
  const title = formatBest(autumnBest, 'autumn');
  const line = formatBest(springBest, 'spring');
  return [title, line];
}

const autumnRows = [{ name: 'ada', score: 91 }, { name: 'bo', score: 78 }];
const springRows = [{ name: 'bo', score: 88 }, { name: 'guest', score: 99 }, { name: 'cy', score: 84 }];
const lines = termReport(autumnRows, springRows);
for (const text of lines) {
  console.log(text);
}
