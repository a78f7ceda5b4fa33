// Word counting for plain-text lines.

export function countWords(line) {
  let i = 0;
  let words = 0;
  let spaces = 0;
  let inWord = false;
  while (i < line.length) {
    const ch = line.charAt(i);
    if (ch === ' ') {
      spaces++;
      inWord = false;
    } else if (!inWord) {
      inWord = true;
      words++;
    }
    i++;
  }
  if (spaces > words) {
    console.log(`sparse line: "${line}"`);
  }
  return words;
}
