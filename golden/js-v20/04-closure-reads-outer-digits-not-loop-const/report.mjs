import { toMillis, SCALE } from './units.mjs';

export function timingReport(samples, opts) {
  let digits = opts.digits ?? 1;
  const unit = opts.unit ?? 'ms';
  if (samples.length > opts.maxPrecise) {
    digits = 0;
  }
  const fmt = (ms) => `${(ms / SCALE[unit]).toFixed(digits)} ${unit}`;
  const lines = [];
  const warnings = [];
  for (const sample of samples) {
    const digits = String(Math.trunc(sample.value)).length;
    if (digits > opts.maxDigits) {
      warnings.push(`${sample.name}: ${digits}-digit value`);
    }
    const ms = toMillis(sample.value, sample.unit);
    lines.push(`${sample.name.padEnd(8)} ${fmt(ms)}`);
  }
  return { text: lines.join('\n'), warnings };
}

export function printReport(samples, maxPrecise) {
  const report = timingReport(samples, { digits: 2, unit: 'ms', maxPrecise, maxDigits: 4 });
  console.log(report.text);
  return report.warnings.length;
}

const SAMPLES = [{ name: 'parse', value: 1500, unit: 'us' }, { name: 'render', value: 12.5, unit: 'msec' }, { name: 'upload', value: 1.25, unit: 's' }, { name: 'sync', value: 45000 }];
console.log(printReport(SAMPLES, 10));
console.log(printReport(SAMPLES, 3));
