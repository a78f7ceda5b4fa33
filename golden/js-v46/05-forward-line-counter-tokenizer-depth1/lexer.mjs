// Whitespace-separated tokenizer that tags each word with its line number.
export function tokenize(src) {
  const tokens = [];
  let i = 0;
  let line = 1;
  let blanks = 0;
  while (i < src.length) {
    const ch = src[i];
    if (ch === "\n") {
      line++;
      i++;
      continue;
    }
    if (ch === " " || ch === "\t") {
      blanks++;
      i++;
      continue;
    }
    let j = i;
    while (j < src.length && !" \t\n".includes(src[j])) {
      j++;
    }
    const word = src.slice(i, j);
    tokens.push(`${line}:${word}`);
    i = j;
  }
  console.log(`skipped ${blanks} blanks`);
  return tokens;
}
