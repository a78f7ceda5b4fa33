import { readToken } from "./scanner.mjs";

export function splitWords(src, trace) {
  const out = [];
  let pos = 0;
  while (pos < src.length) {
    const tok = readToken(src, pos, { trace });
    if (tok.text.length > 0) {
      out.push(tok.text);
    }
    pos = tok.end;
  }
  return out;
}

console.log(splitWords("  alpha beta   gamma ", true));
