'use strict';

const { clamp, lerp } = require('./helpers.cjs');

const MAX_VOL = 11;

function level(volume, balance) {
  const v = clamp(volume, 0, MAX_VOL);
  const b = clamp(balance, -1, 1);
  console.log('pan', lerp(0, 1, (b + 1) / 2));
  const db = Math.round(20 * Math.log10(v + 1));
  return db;
}

const loud = level(14, 0.5);
const soft = level(3, -2);
console.log('loud', loud);
console.log('soft', soft);
