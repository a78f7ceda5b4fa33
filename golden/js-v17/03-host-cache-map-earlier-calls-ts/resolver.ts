const cache = new Map<string, string>();
const FALLBACK = "0.0.0.0";
let hits = 0;

function normalize(host: string): string {
  return host.trim().toLowerCase();
}

export function resolve(host: string, table: Record<string, string>): string {
  const key = normalize(host);
  const known = cache.get(key);
  if (known !== undefined) {
    hits += 1;
    return known;
  }
  const address = table[key] ?? FALLBACK;
  cache.set(key, address);
  return address;
}

export function forget(host: string): void {
  cache.delete(normalize(host));
}

export function hitCount(): number {
  return hits;
}

export function clearAll(): void {
  cache.clear();
  hits = 0;
}
