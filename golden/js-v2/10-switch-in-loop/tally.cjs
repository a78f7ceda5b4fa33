'use strict';

function tally(events) {
  let score = 0;
  let skipped = 0;
  let log = '';
  for (const ev of events) {
    switch (ev.kind) {
      case 'hit':
        score += ev.points;
        break;
      case 'skip':
        skipped += 1;
        continue;
      default:
        log += ev.kind;
    }
    score -= 1;
  }
  console.log(skipped, log);
  return score;
}

module.exports = { tally };
