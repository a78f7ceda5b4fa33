import { DEFAULT_HOST, DEFAULT_PORT, Mode, describe } from "./config";
import type { ServerOptions } from "./config";
import { firstOr, countValid } from "./util";

interface RawEnv {
  hosts: string[];
  ports: number[];
  mode: Mode;
}

function start(env: RawEnv): ServerOptions {
  const hosts = env.hosts.filter((h) => h.length > 0);
  const ports = env.ports.filter((p) => p > 0 && p < 65536);
  const host = firstOr(hosts, DEFAULT_HOST, "host");
  const port = firstOr(ports, DEFAULT_PORT, "port");
  const valid = countValid(ports, (p) => p !== 0);
  console.log(`${valid} valid port(s)`);
  const secure = env.mode === Mode.Prod;
  const opts: ServerOptions = { host, port, secure };
  console.log(`port chosen: ${port}`);
  return opts;
}

const env: RawEnv = { hosts: [], ports: [0, 9090, 7070], mode: Mode.Dev };
const opts = start(env);
console.log(describe(opts));
