const DEFAULT_MAX = 3;

export class LRU<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly max: number = DEFAULT_MAX) {}

  private touch(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.touch(key, value);
    }
    return value;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  set(key: K, value: V): void {
    this.touch(key, value);
    if (this.map.size > this.max) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) {
        this.map.delete(oldest);
      }
    }
  }

  keys(): K[] {
    return [...this.map.keys()];
  }
}

export function recent(words: string[], probe: string): string[] {
  const cache = new LRU<string, number>(2);
  for (const w of words) {
    cache.set(w, w.length);
  }
  const seen = cache.has(probe);
  cache.get(probe);
  const order = cache.keys();
  console.log(seen ? "hit" : "miss");
  return order;
}

console.log(recent(["a", "bb", "a", "ccc", "bb"], "ccc").join(","));
