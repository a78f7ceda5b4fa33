'use strict';

function summarize({ label, unit = 'ms' }, limit = 100, ...samples) {
  let kept = 0;
  let worst = 0;
  let total = 0;
  const tag = label.toUpperCase();
  for (const s of samples) {
    if (s < 0) {
      continue;
    }
    kept++;
    const capped = Math.min(s, limit);
    total += capped;
    if (capped > worst) {
      worst = capped;
    }
  }
  const mean = kept > 0 ? total / kept : 0;
  return `${tag}: mean ${mean.toFixed(1)}${unit}, worst ${worst}${unit}`;
}

module.exports = { summarize };
