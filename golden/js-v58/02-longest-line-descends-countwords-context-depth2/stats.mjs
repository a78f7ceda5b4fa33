import { countWords } from './text.mjs';

export function longestLine(lines) {
  let longest = 0;
  let total = 0;
  for (const line of lines) {
    const n = countWords(line);
    total += n;
    longest = Math.max(longest, n);
  }
  console.log(`total words: ${total}`);
  return longest;
}
