import { readSettings, slowest } from "./config";
import type { Settings } from "./config";

const ENV_KEY = "APP_SETTINGS";
const SECURE_PORT = 443;

export function fromEnv(env: Record<string, string | undefined>): Settings {
  const raw = env[ENV_KEY] ?? "{}";
  const result = readSettings(raw);
  return result.settings;
}

export function fromFile(text: string, host: string): Settings {
  const base: Settings = { host, port: SECURE_PORT, tls: true };
  const { settings, problem } = readSettings(text, base);
  if (problem !== null) {
    console.warn(`using ${base.host}:${base.port} (${problem})`);
  }
  return settings;
}

const fileSettings = fromFile('{"port": 9443', "api.internal");
const envSettings = fromEnv({ APP_SETTINGS: '{"host": "db.internal"}' });
console.log(fileSettings, envSettings, slowest() >= 0);
