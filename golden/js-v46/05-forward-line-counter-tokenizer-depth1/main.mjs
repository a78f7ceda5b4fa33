import { tokenize } from "./lexer.mjs";

// A three-statement toy program with an empty line in the middle.
const source = ["let total = 0", "  total += 42", "", "print\ttotal"].join("\n");
const lineCount = source.split("\n").length;
console.log(`source: ${source.length} chars`);

const toks = tokenize(source);
const perLine = new Array(lineCount + 1).fill(0);
for (const tok of toks) {
  const lineNo = Number(tok.slice(0, tok.indexOf(":")));
  perLine[lineNo] += 1;
}

for (let n = 1; n <= lineCount; n++) {
  const bar = "#".repeat(perLine[n]);
  console.log(`${String(n).padStart(2)} ${bar}`);
}

const last = toks.at(-1) ?? "none";
console.log(`${toks.length} tokens, last ${last}`);
