import { wordStats, titleCase } from "./stats.mjs";

const sample = "the quick brown fox jumps over the lazy dog";
const threshold = 4;
const joiner = " | ";
const heading = titleCase("regular expressions are powerful tools");

function report(label, text, limit) {
  const stats = wordStats(text, limit, joiner);
  console.log(`${label}: ${stats.pct} long, longest ${stats.longest}`);
  console.log(stats.shout);
  return stats.letters;
}

let letters = 0;
letters += report("sample", sample, threshold);
letters += report("heading", heading, 8);
console.log(`letters in total: ${letters}`);
if (letters > 50) {
  console.log("long input");
}
