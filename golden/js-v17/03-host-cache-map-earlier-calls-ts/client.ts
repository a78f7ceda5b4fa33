import { resolve, forget, hitCount, clearAll } from "./resolver";

const HOSTS: Record<string, string> = { "api.local": "10.0.0.2", "db.local": "10.0.0.3" };
const STAGING: Record<string, string> = { "api.local": "10.9.0.2" };

export function connect(host: string, port: number): string {
  const warm = resolve("db.local", HOSTS);
  forget(host);
  const address = resolve(host, HOSTS);
  const url = `tcp://${address}:${port}`;
  console.log(`hits=${hitCount()} warm=${warm}`);
  return url;
}

export function staging(host: string): string {
  return resolve(host, STAGING);
}

console.log(connect(" API.local", 8080));
clearAll();
console.log(staging("api.local"));
