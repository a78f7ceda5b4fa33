// Prints the same build results with two layouts merged from frozen defaults.
import { render } from "./render.mjs";
import { indent } from "./text.mjs";

const LAYOUT_DEFAULTS = Object.freeze({ width: 12, title: "nightly builds" });
const results = [
  { name: "api", ok: true },
  { name: "web-frontend", ok: false },
  { name: "docs", ok: true },
];
const userLayout = { compact: true, title: undefined };

const full = render(results, LAYOUT_DEFAULTS);
const short = render(results, { ...LAYOUT_DEFAULTS, ...userLayout });
console.log(full);
console.log("");
console.log(indent(short));
console.log("");
console.log(`${results.filter((r) => !r.ok).length} failure(s)`);
console.log(`layouts: ${Object.keys(LAYOUT_DEFAULTS).join(", ")}`);
