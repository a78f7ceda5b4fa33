import { clip, redact, WIDTH } from './text.mjs';

export function auditTrail(events, actor) {
  const prefix = `[${actor}]`;
  const tag = (text) => clip(`${prefix} ${text}`, WIDTH);
  const entries = [];
  const notices = [];
  const batches = [];
  for (const event of events) {
    if (event.system) {
      const prefix = `system/${event.source}`;
      notices.push(tag(`${prefix}: ${redact(event.text)}`));
    } else if (event.batch) {
      const prefix = `batch#${event.batch}`;
      const mark = (text) => `${prefix} ${text}`;
      batches.push(mark(event.text));
    } else {
      entries.push(tag(event.text));
    }
  }
  return { entries, notices, batches };
}

export function printTrail(events, actor) {
  const trail = auditTrail(events, actor);
  const lines = [...trail.entries, ...trail.notices, ...trail.batches];
  console.log(lines.join('\n'));
  return lines.length;
}

const EVENTS = [{ text: 'login ok' }, { system: true, source: 'cron', text: 'rotate token=abc123' }, { batch: 7, text: 'import 120 rows' }, { text: 'changed billing address to a much longer value' }];
console.log(`${printTrail(EVENTS, 'ops')} lines`);
