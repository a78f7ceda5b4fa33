import { runSteps, DEFAULTS } from './pipeline.mjs';

const STEPS = [{ name: 'lint', cost: 3 }, { name: 'test', cost: 12 }, { name: 'pack' }];
const CI = { label: 'ci', verbose: true, slowUnits: 20, scale: 2 };

export function quickCheck(all) {
  const first = all.slice(0, 1);
  const result = runSteps(first);
  return result.total;
}

export function fullBuild(all, extra = {}) {
  const options = { ...CI, ...extra };
  const result = runSteps(all, options);
  console.log(`${options.label}: ${result.total} units, ${result.hooks.length} hooks`);
  return result;
}

export function dryRun(all) {
  const preview = { ...DEFAULTS, verbose: true };
  return all.map((s) => `${preview.label}: ${s.name}`);
}

console.log(quickCheck(STEPS), fullBuild(STEPS, { scale: 3 }).total, dryRun(STEPS));
