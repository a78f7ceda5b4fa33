import { weigh } from "./stats.mjs";

const SCORES = [3, -2, 5];
const WEIGHTS = [2, 1, 1];
const label = process.argv[2] ?? "score";
const result = weigh(SCORES, WEIGHTS);
console.log(`${label}: ${result}`);
