import { firstHealthy } from "./health.mjs";

const DEFAULT_ZONE = "eu-west";
const RETRY_GRACE_MS = 60000;
const PRIMARY = [
  { host: "a.internal", zone: "eu-west", weight: 0, failures: 0, lastSeen: 1000 },
  { host: "b.internal", zone: "eu-west", weight: 5, failures: 4, lastSeen: 1000 },
  { host: "c.internal", zone: "us-east", weight: 3, failures: 0, lastSeen: 990 },
];
const BACKUP = [{ host: "z.internal", zone: "any", weight: 1, failures: 0, lastSeen: -40000 }];

export function route(request, primary, backup, now) {
  const zone = request.zone ?? DEFAULT_ZONE;
  const grace = now - RETRY_GRACE_MS;
  const main = firstHealthy(primary, now, zone);
  if (main !== null) {
    return `${request.path} -> ${main.host}`;
  }
  const spare = firstHealthy(backup, grace, "any");
  if (spare === null) {
    return `${request.path} -> 503`;
  }
  return `${request.path} -> ${spare.host} (backup)`;
}

console.log(route({ path: "/login", zone: "us-east" }, PRIMARY, BACKUP, 1000));
console.log(route({ path: "/feed" }, PRIMARY, BACKUP, 1000));
console.log(route({ path: "/img", zone: "ap-south" }, PRIMARY.slice(0, 2), BACKUP, 1000));
