import { firstHealthy, DEFAULT_ZONE as homeZone } from "./pool";
import type { Backend, Probe } from "./pool";

const RESERVE = 1;

export async function routeLocal(pool: Map<string, Backend>, probe: Probe) {
  const picked = await firstHealthy(pool, probe, { zone: homeZone });
  return picked.name;
}

export async function routeAny(pool: Map<string, Backend>, probe: Probe, budget: number) {
  const spare = Math.max(budget - RESERVE, 1);
  const label = `budget ${budget}`;
  const { name, tried } = await firstHealthy(pool, probe, { attempts: spare });
  console.log(`${label}: picked ${name} after ${tried} probes`);
  return name;
}

const demo = new Map<string, Backend>();
demo.set("a", { url: "http://a.internal", zone: "us-east" });
demo.set("b", { url: "http://b.internal" });
demo.set("c", { url: "http://c.internal", zone: "eu-west" });
const fake: Probe = async (url) => (url.includes("//c.") ? { ok: true } : { ok: false, error: `down: ${url}` });
void routeAny(demo, fake, 4);
