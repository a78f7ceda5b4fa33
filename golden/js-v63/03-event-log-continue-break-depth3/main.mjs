import { parseLog, RAW_LOG, formatEvent } from './logs.mjs';
import { isQuiet, atLeast, describeLevel, MAX_ERRORS } from './filters.mjs';

function summarize(events, minLevel) {
  let errors = 0;
  let warnings = 0;
  let below = 0;
  let lastSeen = '';
  for (const ev of events) {
    if (isQuiet(ev)) {
      continue;
    }
    lastSeen = ev.time;
    if (!atLeast(ev.level, minLevel)) {
      below += 1;
      continue;
    }
    if (ev.level === 'error') {
      errors += 1;
    } else if (ev.level === 'warn') {
      warnings += 1;
    }
    if (errors >= MAX_ERRORS) {
      console.log(`  too many errors, stopping at ${ev.time}`);
      break;
    }
  }
  console.log(`  last seen ${lastSeen}, ${below} below ${minLevel}`);
  console.log(`  errors=${errors} warnings=${warnings}`);
  return errors;
}

const events = parseLog(RAW_LOG);
for (const ev of events.slice(0, 3)) {
  console.log(formatEvent(ev));
}
console.log(`level of last: ${describeLevel(events[events.length - 1].level)}`);
console.log('warn and above:');
summarize(events, 'warn');
const recent = events.slice(-5);
console.log('recent, info and above:');
summarize(recent, 'info');
