'use strict';

const DIGITS = 2;

exports.normalize = function (v) {
  const f = 10 ** DIGITS;
  return Math.round(v * f) / f;
};

exports.DIGITS = DIGITS;
