import { clampRange, overlap } from './range.mjs';

function readWindow(text, mode) {
  const [startText, endText] = text.split('-');
  const start = Number(startText);
  const end = Number(endText);
  const reversed = mode === 'desc';
  const range = clampRange(start, end, { flip: reversed, pad: 1 });
  console.log(`read ${start}..${end}`);
  return range;
}

function plainWindow(a, b) {
  const range = clampRange(a, b);
  return range.mid;
}

const windows = ['2-8', '10-4'];
const found = [];
for (const w of windows) {
  const r = readWindow(w, 'desc');
  found.push(r);
}
console.log(found);
console.log(plainWindow(1, 5));
console.log(overlap([1, 6], [4, 9]));
