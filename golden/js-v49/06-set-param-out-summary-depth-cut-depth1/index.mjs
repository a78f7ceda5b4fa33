// index.mjs — word frequencies and titles for documents
import { STOP, normalize, stem } from './text.mjs';

export function countWords(text, strict, skipped) {
  const freq = new Map();
  for (const raw of text.split(' ')) {
    const word = normalize(raw, strict);
    if (STOP.has(word)) {
      skipped.add(word);
    } else {
      freq.set(word, (freq.get(word) ?? 0) + 1);
    }
  }
  return freq;
}

export function titleOf(doc) {
  const first = doc.text.split(' ')[0];
  return stem(normalize(first, true));
}

export function topWord(freq) {
  let best = '';
  for (const [word, n] of freq) {
    if (n > (freq.get(best) ?? 0)) {
      best = word;
    }
  }
  return best;
}
