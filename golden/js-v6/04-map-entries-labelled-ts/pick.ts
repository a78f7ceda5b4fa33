import { isHealthy, describe, MAX_LATENCY } from "./health";
import type { Probe } from "./health";

export function pickBackend(pools: Map<string, Probe[]>, region: string): string {
  let chosen = "";
  let lastFull = "none";
  let probed = 0;
  search: for (const [name, probes] of pools) {
    if (!name.startsWith(region)) {
      continue;
    }
    for (const { latency, host = name } of probes) {
      probed++;
      if (isHealthy(host, latency)) {
        chosen = host;
        break search;
      }
      if (latency > MAX_LATENCY) {
        continue search;
      }
    }
    lastFull = name;
  }
  console.log(`probed ${probed}`);
  return chosen || lastFull;
}

export function route(pools: Map<string, Probe[]>): string {
  console.log(describe(pools));
  return pickBackend(pools, "eu");
}
