// Four services whose cache settings are merged from one frozen shared block.
import { cacheMode, describeAll } from "./cache.mjs";

const SHARED = Object.freeze({
  cache: { ttl: 300, dir: "/var/cache/app" },
  owner: "ops",
});

const services = [
  { name: "api", ...SHARED },
  { name: "docs", ...SHARED, readOnly: true },
  { name: "jobs", ...SHARED, cache: { ttl: 0 }, owner: "batch" },
  { name: "web", ...SHARED, cache: { ...SHARED.cache, compress: true } },
];

for (const line of describeAll(services)) {
  console.log(line);
}

const fallback = cacheMode(undefined);
console.log(`no config -> ${fallback}`);
