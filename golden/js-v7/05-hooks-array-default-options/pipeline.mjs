export const DEFAULTS = { label: 'build', verbose: false, slowUnits: 0, scale: 1 };

export function weigh(step, scale) {
  const base = step.cost ?? 1;
  return Math.round(base * scale);
}

export function runSteps(steps, options = DEFAULTS) {
  const hooks = [];
  const tag = options.label.toUpperCase();
  if (options.verbose) {
    hooks.push((step, units) => {
      console.log(`[${tag}] ${step.name}: ${units} units`);
    });
  }
  if (options.slowUnits > 0) {
    hooks.push((step, units) => {
      if (units > options.slowUnits) {
        console.warn(`[${tag}] ${step.name} is slow`);
      }
    });
  }
  let total = 0;
  for (const step of steps) {
    const units = weigh(step, options.scale);
    total += units;
    for (const hook of hooks) {
      hook(step, units);
    }
  }
  return { total, hooks };
}
