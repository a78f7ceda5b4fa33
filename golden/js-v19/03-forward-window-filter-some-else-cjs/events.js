'use strict';
const { windowFor, sameActor, describe } = require('./rules');

function collapseBursts(events, opts) {
  const windowMs = windowFor(opts?.policy?.kind, opts?.windowMs);
  const kept = [];
  let dropped = 0;
  for (let i = 0; i < events.length; i++) {
    const ev = events[i];
    if (ev.kind === 'heartbeat') {
      continue;
    }
    const recent = events.filter((prev, j) => j < i && ev.at - prev.at < windowMs);
    const burst = recent.some((prev) => sameActor(prev, ev));
    if (burst) {
      dropped += 1;
    } else {
      kept.push({ ...ev, label: `${ev.kind}#${i}` });
    }
  }
  console.log(`collapsed ${dropped} of ${events.length}`);
  return { kept, dropped };
}

function summarize(events, opts) {
  const { kept, dropped } = collapseBursts(events, opts);
  const lines = kept.map((ev) => describe(ev));
  return `${lines.join('; ')} (+${dropped} collapsed)`;
}

const SAMPLE = [{ actor: 'ann', kind: 'login', at: 0 }, { actor: 'Ann', kind: 'login', at: 4000 }, { kind: 'heartbeat', at: 5000 }, { actor: 'bo', kind: 'login', at: 9000 }, { actor: 'ann', kind: 'login', at: 12000 }];
console.log(summarize(SAMPLE, { policy: { kind: 'strict' } }));
console.log(summarize(SAMPLE, { windowMs: 60000 }));
