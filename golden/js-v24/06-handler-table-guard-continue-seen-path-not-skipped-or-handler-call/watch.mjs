import { handlers } from './handlers.mjs';

export function replay(events, verbose) {
  const stats = { seen: 0, skipped: 0 };
  const lines = [];
  for (const ev of events) {
    const handle = handlers[ev.kind];
    if (!handle) {
      stats.skipped += 1;
      continue;
    }
    stats.seen += 1;
    const line = handle(ev, stats);
    if (verbose) {
      lines.push(line);
    }
  }
  const rate = events.length ? stats.seen / events.length : 1;
  return { rate, skipped: stats.skipped, lines };
}

const EVENTS = [
  { kind: 'create', path: 'a.txt' },
  { kind: 'touch', path: 'a.txt' },
  { kind: 'rename', from: 'a.txt', path: 'b.txt' },
  { kind: 'chmod', path: 'b.txt', mode: 0o644 },
  { kind: 'delete', path: 'b.txt', recursive: false },
];
const verbose = process.argv.includes('--verbose');
const result = replay(EVENTS, verbose);
console.log(result.rate.toFixed(2), result.skipped);
console.log(result.lines.join('\n'));
