import { setMode, restoreDefault, describe, switchCount } from './logger.mjs';

// Switch to verbose logging for one step, then restore the default.
const requested = 'verbose';
const report = [];

function note(label, value) {
  report.push(`${label}: ${value}`);
}

const initial = describe();
setMode(requested);
const during = describe();
restoreDefault();
const after = describe();
const changes = switchCount();
note('initial', initial);
note('during', during);
note('after', after);
console.log(report.join('\n'));
console.log(`switches: ${changes}`);
