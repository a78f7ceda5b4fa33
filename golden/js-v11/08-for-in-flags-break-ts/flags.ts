import { MAX_FLAGS, parseFlag, flagList } from "./parse.js";

export function enabledFlags(env: Record<string, string>, allow: Set<string>, max: number = MAX_FLAGS): string[] {
  const on = new Set<string>();
  let seen = 0;
  for (const key in env) {
    seen++;
    if (!key.startsWith("FF_")) {
      continue;
    }
    const name = key.slice(3).toLowerCase();
    if (!allow.has(name)) {
      console.log(`ignored ${name} after ${seen}`);
      continue;
    }
    if (on.size >= max) {
      break;
    }
    if (parseFlag(env[key])) {
      on.add(name);
    } else {
      on.delete(name);
    }
  }
  return Array.from(on);
}

const ENV: Record<string, string> = { FF_DARK: "yes", HOME: "/root", FF_BETA: "1", FF_OLD: "0", FF_X: "on" };
const allowed = new Set(flagList("dark,beta,old"));
allowed.add("x");
console.log(enabledFlags(ENV, allowed, 2));
console.log(enabledFlags(ENV, allowed));
