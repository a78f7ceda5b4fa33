import { Journal } from './journal.mjs';
import { AuditJournal } from './audit.mjs';

// Replay an event log into an audit journal and a plain one.
function replay(events, level) {
  const audit = new AuditJournal('audit', level);
  const plain = new Journal('plain');
  for (const ev of events) {
    if (ev.skip) {
      continue;
    }
    audit.record(ev.text, ev.at);
    plain.record(ev.text, ev.at);
  }
  const heading = audit.headline();
  const n = audit.count();
  console.log(heading, audit.report(), plain.count());
  return n;
}

const events = [
  { text: 'boot', at: 1 },
  { text: 'disk full!', at: 2 },
  { text: 'noise', at: 3, skip: true },
];
const total = replay(events, 'high');
console.log(`entries: ${total}`);
