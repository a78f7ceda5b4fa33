import { skipString } from "./strings.mjs";

export function lexLine(text, lineNo) {
  const tokens = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      const end = skipString(text, i);
      tokens.push({ kind: "str", value: text.slice(i + 1, end - 1), lineNo });
      i = end;
      continue;
    }
    if (text[i] !== " ") {
      tokens.push({ kind: "char", value: text[i], lineNo });
    }
    i++;
  }
  return tokens;
}

export function lexAll(source, opts) {
  const lines = source.split("\n");
  const first = opts.first ?? 1;
  const out = [];
  for (let n = 0; n < lines.length; n++) {
    const toks = lexLine(lines[n], first + n);
    out.push(...toks);
  }
  return out;
}

console.log(lexAll('a "b \\"c\\"" d\n"e"', { first: 10 }));
