import { chunks, flatten } from "./batching.mjs";

const DEFAULT_SIZE = 4;

export function planRuns(jobs, opts) {
  const runs = [];
  let size = opts.size ?? DEFAULT_SIZE;
  if (opts.slow) {
    size = size / 2;
  }
  const name = opts.name || "batch";
  for (const c of chunks(jobs, size, name)) {
    runs.push(`${c.tag}:${c.part.length}`);
  }
  return runs;
}

export function preview(jobs) {
  const firstTwo = Array.from(chunks(jobs, 2, "preview"));
  return firstTwo.length;
}

const JOBS = ["a", "b", "c", "d", "e", "f", "g"];
const cfg = { size: 3, slow: process.argv.includes("--slow"), name: "nightly" };
console.log(planRuns(JOBS, cfg), preview(JOBS));
console.log([...flatten([["x"], ["y", "z"]])]);
