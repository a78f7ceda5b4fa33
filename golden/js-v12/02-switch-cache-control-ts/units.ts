export const DEFAULT_TTL = 300;
export const MAX_TTL = 86_400;

export function parseSeconds(raw: string | undefined, fallback: number): number {
  if (raw === undefined) {
    return fallback;
  }
  const seconds = Number.parseInt(raw, 10);
  if (Number.isNaN(seconds) || seconds < 0) {
    return fallback;
  }
  return Math.min(seconds, MAX_TTL);
}

export function formatTtl(ttl: number): string {
  if (ttl >= 3600) {
    return `${Math.round(ttl / 3600)}h`;
  }
  return `${ttl}s`;
}
