const DIGITS = "0123456789";

export function tokenize(src) {
  const tokens = [];
  let i = 0;
  let line = 1;
  while (i < src.length) {
    const ch = src[i];
    if (ch === "\n") {
      line++;
      i++;
      continue;
    }
    if (ch === " ") {
      i++;
      continue;
    }
    if (DIGITS.includes(ch)) {
      let j = i;
      while (j < src.length && DIGITS.includes(src[j])) {
        j++;
      }
      tokens.push({ kind: "num", text: src.slice(i, j), line });
      i = j;
      continue;
    }
    tokens.push({ kind: "op", text: ch, line });
    i++;
  }
  return tokens;
}
