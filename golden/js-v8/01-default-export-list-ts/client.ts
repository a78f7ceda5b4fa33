import loadSettings, { makeEndpoint as endpointFor, DEFAULT_PORT as basePort } from "./settings";
import type { RawSettings } from "./settings";

const NO_CA = "(system)";
const HEALTH_PATH = "/health";

export function connect(raw: RawSettings, label = "main") {
  const { url: target, ca = NO_CA } = loadSettings(raw);
  const probe = endpointFor("127.0.0.1", basePort, false);
  console.log(`${label}: ${target} (ca ${ca})`);
  return { target, health: probe.url + HEALTH_PATH };
}

export function connectAll(list: RawSettings[]) {
  const targets: string[] = [];
  for (const raw of list) {
    const { target } = connect({ ...raw, host: raw.host?.trim() });
    targets.push(target);
  }
  return targets;
}

const local = { port: 9000 };
console.log(connect(local, "local").target);
