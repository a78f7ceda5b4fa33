export interface Probe {
  latency: number;
  host?: string;
}

export const MAX_LATENCY = 800;
const HEALTHY_MS = 250;
const BLOCKED = new Set(["10.0.0.9"]);

export function isHealthy(host: string, latency: number): boolean {
  if (BLOCKED.has(host)) {
    return false;
  }
  return latency <= HEALTHY_MS;
}

export function describe(pools: Map<string, Probe[]>): string {
  const parts: string[] = [];
  for (const [name, probes] of pools) {
    parts.push(`${name}:${probes.length}`);
  }
  return parts.join(", ");
}
