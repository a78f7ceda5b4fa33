// Configures the production runner from its environment, and a test runner.
import { BASE, applyEnv, validate } from "./config.mjs";
import { report, banner } from "./report.mjs";

const env = { WORKERS: "4", QUEUE: "bulk", HOME: "/srv/jobs" };
const cfg = { ...BASE };
const seen = applyEnv(cfg, env);

const testCfg = { ...BASE, verbose: true };
const testSeen = applyEnv(testCfg, { QUEUE: "test" });
const problems = validate(testCfg);

Object.freeze(cfg);
if (seen > 2) {
  console.log(`${seen} environment variables read`);
}
console.log(banner("runner"));
console.log(report("production", cfg));
console.log(report("test", testCfg));
console.log(`test: ${testSeen} variable(s), ${problems.length} problem(s)`);
