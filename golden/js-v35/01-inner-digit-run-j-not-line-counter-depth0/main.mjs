import { tokenize } from "./lexer.mjs";

export function countNumbers(text) {
  const tokens = tokenize(text.trim());
  let count = 0;
  for (const tok of tokens) {
    if (tok.kind === "num") {
      count++;
    }
  }
  return count;
}

const program = "12 + 345\n* 6";
console.log(countNumbers(program));
