import { parseSeconds, formatTtl, DEFAULT_TTL } from "./units";

export type CachePolicy = { store: boolean; revalidate: boolean; ttl: number; notes: string[] };

export function parseCacheControl(header: string, shared: boolean): CachePolicy {
  let store = true;
  let revalidate = false;
  let ttl = DEFAULT_TTL;
  const notes: string[] = [];
  for (const part of header.split(",")) {
    const [rawName, value] = part.trim().split("=");
    const name = rawName.toLowerCase();
    switch (name) {
      case "no-store":
        store = false;
      // falls through
      case "no-cache":
        revalidate = true;
        break;
      case "s-maxage":
        if (!shared) {
          continue;
        }
      // falls through
      case "max-age":
        ttl = parseSeconds(value, ttl);
        break;
      case "immutable":
        notes.push("immutable");
        break;
      default:
        notes.push(`ignored ${name}`);
    }
    notes.push(`seen ${name}`);
  }
  return { store, revalidate, ttl, notes };
}

const edge = parseCacheControl("public, max-age=60, s-maxage=600", true);
const browser = parseCacheControl("No-Store, s-maxage=600, max-age=30, immutable", false);
console.log(formatTtl(edge.ttl), formatTtl(browser.ttl), browser.store, browser.revalidate, browser.notes);
