// Two clients built from the same defaults with different overrides.
import { withDefaults, describe, isQuick } from "./options.mjs";

const fastOpts = { name: "search", retries: 9 };
const slowOpts = { ...fastOpts, name: "export", retries: 2, timeout: 8000 };
slowOpts.compress = false;

const fast = withDefaults(fastOpts);
const slow = withDefaults(slowOpts);
fast.label = "interactive";
fastOpts.retries = 0;

const attempts = fast.retries + 1;
const slowAttempts = slow.retries + 1;

console.log(describe(fast), `(${fast.label})`);
console.log(describe(slow));
if (isQuick(fast)) {
  console.log(`search: up to ${attempts} attempts`);
}
console.log(`export: up to ${slowAttempts} attempts`);
