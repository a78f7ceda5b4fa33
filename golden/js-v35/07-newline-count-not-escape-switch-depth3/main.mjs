import { layoutBlock } from "./layout.mjs";

const ROWS = ["plain", "\u001b[31mred\u001b[0m text", "two\nlines"];
const heading = "rows".toUpperCase();
const level = 1;
const block = layoutBlock(ROWS, level, heading);
console.log(block.text);
console.log(`widest ${block.widest}`);

export function banner(text) {
  const bar = "=".repeat(text.length);
  return `${bar}\n${text}\n${bar}`;
}

console.log(banner("done"));
