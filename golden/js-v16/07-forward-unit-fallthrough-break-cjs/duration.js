'use strict';
const { SECOND, MINUTE, HOUR, DAY, formatMs } = require('./units');
const TOKEN = /(\d+(?:\.\d+)?)\s*(w|d|h|m|s)\b/g;

function unitFactor(unit) {
  let factor = 1;
  switch (unit) {
    case 'w':
      factor = 7;
      // falls through
    case 'd':
      factor *= DAY;
      break;
    case 'h':
      factor *= HOUR;
      break;
    case 'm':
      factor *= MINUTE;
      break;
    case 's':
      factor *= SECOND;
      break;
    default:
      throw new RangeError(`unknown unit: ${unit}`);
  }
  return factor;
}

function parseDuration(text) {
  let total = 0;
  for (const [, amount, unit] of text.matchAll(TOKEN)) {
    total += Number(amount) * unitFactor(unit);
  }
  return total;
}

function convert(amount, from, to) {
  return (amount * unitFactor(from)) / unitFactor(to);
}

module.exports = { parseDuration, convert };

const budget = parseDuration('1w 2d 3h');
console.log(formatMs(budget), budget);
console.log(convert(36, 'h', 'd'), convert(2, 'w', 'h'));
