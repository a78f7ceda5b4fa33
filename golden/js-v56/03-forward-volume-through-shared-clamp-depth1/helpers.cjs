'use strict';

function clamp(v, lo, hi) {
  if (v < lo) {
    return lo;
  }
  if (v > hi) {
    return hi;
  }
  return v;
}

function lerp(a, b, t) {
  return a + (b - a) * t;
}

exports.clamp = clamp;
exports.lerp = lerp;
