'use strict';
const DEFAULT_WINDOW_MS = 30000;
const WINDOWS = { strict: 5000, relaxed: 120000 };

function windowFor(kind, explicitMs) {
  if (explicitMs !== undefined) {
    return explicitMs;
  }
  return WINDOWS[kind] ?? DEFAULT_WINDOW_MS;
}

function sameActor(a, b) {
  const left = (a.actor ?? '').toLowerCase();
  const right = (b.actor ?? '').toLowerCase();
  return left !== '' && left === right;
}

function describe(ev) {
  const who = ev.actor ?? 'anonymous';
  return `${who} ${ev.kind}`;
}

module.exports = { windowFor, sameActor, describe };
