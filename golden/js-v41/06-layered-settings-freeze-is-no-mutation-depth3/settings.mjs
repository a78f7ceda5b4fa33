// Layered settings: built-in defaults, then a named profile, then flags.
import { parseFlag } from "./flags.mjs";

const DEFAULTS = { level: "info", format: "text", color: true };

export function loadProfile(name) {
  const profiles = {
    ci: { color: false, format: "json" },
    dev: { level: "debug" },
  };
  return profiles[name] ?? {};
}

export function applyFlags(target, flags) {
  let ignored = 0;
  for (const flag of flags) {
    if (!flag.startsWith("--")) {
      ignored++;
      continue;
    }
    const [key, value] = parseFlag(flag);
    target[key] = value;
  }
  target.source ??= "flags";
  if (ignored > 0) {
    console.log(`ignored ${ignored} argument(s)`);
  }
}

export function buildSettings(profileName, flags) {
  const settings = Object.assign({}, DEFAULTS, loadProfile(profileName));
  applyFlags(settings, flags);
  const keys = Object.keys(settings).sort();
  console.log(`settings keys: ${keys.join(", ")}`);
  Object.freeze(settings);
  return settings;
}
