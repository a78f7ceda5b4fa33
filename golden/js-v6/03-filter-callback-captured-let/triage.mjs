import format, { parseEntry, isNoise, LEVELS } from './entry.mjs';

const MUTED = ['heartbeat', 'ping'];

export function triage(lines, minLevel = 'warn') {
  let dropped = 0;
  let muted = 0;
  const floor = LEVELS.indexOf(minLevel);
  const entries = lines.map((line) => parseEntry(line));
  const kept = entries.filter((entry) => {
    if (isNoise(entry, MUTED)) {
      muted += 1;
      return false;
    }
    if (entry.rank < floor) {
      dropped += 1;
      return false;
    }
    return true;
  });
  const report = kept.map((entry) => format(entry));
  console.log(`${muted} muted`);
  return { report, dropped };
}

const out = triage(['1|error|disk full', '2|debug|ping', '3|debug|cache warm', '4|info|ready'], 'info');
console.log(out.report.join('\n'), out.dropped);
