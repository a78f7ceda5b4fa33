import { parseLine } from "./levels";
import type { Counts } from "./levels";
import { digest } from "./digest";

const RAW = [
  "D 3 cache warm",
  "E 240 db timeout",
  "W 90 slow disk",
  "E 410 upstream reset",
  "I 12 request ok",
];

function render(counts: Counts): string {
  const parts: string[] = [];
  for (const key of Object.keys(counts).sort()) {
    parts.push(`${key}=${counts[key]}`);
  }
  return parts.join(" ");
}

const lines = RAW.map((r) => parseLine(r));
const counts = digest(lines, 100);
console.log(render(counts));
