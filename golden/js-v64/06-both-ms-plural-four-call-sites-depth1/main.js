'use strict';

const { fmtShort, fmtLong } = require('./ms');

function describe(elapsed) {
  const brief = fmtShort(elapsed);
  const full = fmtLong(elapsed);
  return brief + ' (' + full + ')';
}

console.log(describe(90000));
console.log(describe(2 * 86400000));
console.log(describe(1500));
