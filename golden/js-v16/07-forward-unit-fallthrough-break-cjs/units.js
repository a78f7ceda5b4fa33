'use strict';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const STEPS = [[DAY, 'd'], [HOUR, 'h'], [MINUTE, 'm'], [SECOND, 's']];

function formatMs(ms) {
  if (ms < SECOND) {
    return `${ms}ms`;
  }
  const parts = [];
  let rest = ms;
  for (const [size, suffix] of STEPS) {
    if (rest >= size) {
      parts.push(`${Math.floor(rest / size)}${suffix}`);
      rest %= size;
    }
  }
  return parts.join(' ');
}

module.exports = { SECOND, MINUTE, HOUR, DAY, formatMs };
