import { clampScore, average, formatRound } from './stats.mjs';

const START_THRESHOLD = 40;

export function runRounds(batches, rise) {
  let threshold = START_THRESHOLD;
  const survivors = [];
  const log = [];
  for (let round = 0; round < batches.length; round++) {
    const scored = batches[round].map((row) => ({ ...row, score: clampScore(row.raw) }));
    const kept = scored.filter((row) => row.score >= threshold && row.since <= round);
    survivors.push(...kept.map((row) => row.name));
    log.push(formatRound(round, kept.length, threshold));
    if (kept.length === 0) {
      break;
    }
    threshold = Math.max(threshold, average(kept) + rise);
  }
  return { survivors, log };
}

export function finalists(batches) {
  const { survivors } = runRounds(batches, 5);
  return survivors.join(', ');
}

export function auditLog(batches) {
  return runRounds(batches, 0).log.join('\n');
}

const BATCHES = [[{ name: 'ada', raw: 72, since: 0 }, { name: 'bo', raw: 38, since: 0 }, { name: 'cy', raw: 55, since: 0 }], [{ name: 'ada', raw: 66, since: 0 }, { name: 'cy', raw: 61, since: 0 }, { name: 'di', raw: 140, since: 1 }], [{ name: 'di', raw: 74, since: 2 }]];
console.log(finalists(BATCHES));
console.log(auditLog(BATCHES));
