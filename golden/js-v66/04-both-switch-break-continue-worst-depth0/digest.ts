import type { LogLine, Counts } from "./levels";

export function digest(lines: LogLine[], slowMs: number): Counts {
  const counts: Counts = { warn: 0, error: 0, slow: 0 };
  let worst = 0;
  let kept = 0;
  for (const line of lines) {
    if (line.sev === "debug") {
      continue;
    }
    kept++;
    if (line.ms > slowMs) {
      counts.slow += 1;
    }
    switch (line.sev) {
      case "warn":
        counts.warn += 1;
        break;
      case "error":
        counts.error += 1;
        worst = Math.max(worst, line.ms);
    }
  }
  console.log(`kept ${kept}, worst error took ${worst} ms`);
  return counts;
}
