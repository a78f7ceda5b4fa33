// report.mjs — one summary line per document, plus the skipped words
import { countWords, titleOf, topWord } from './index.mjs';

export function report(docs, strict) {
  const lines = [];
  const ignored = new Set();
  for (const doc of docs) {
    const title = titleOf(doc);
    const freq = countWords(doc.text, strict, ignored);
    const best = topWord(freq);
    lines.push(`${title}: ${best} x${freq.get(best)}`);
  }
  lines.push(`skipped: ${[...ignored].sort().join(' ')}`);
  return lines;
}

const docs = [
  { text: 'Mapping the city and a river to the sea and the river' },
  { text: 'Sets of the maps of a city' },
];
const strictMode = false;
for (const line of report(docs, strictMode)) {
  console.log(line);
}
