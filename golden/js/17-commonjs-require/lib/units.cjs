'use strict';

const FACTOR = 1000;
const OFFSET = 7;

function toGrams(kg) {
  return kg * FACTOR;
}

function shift(v) {
  return v + OFFSET;
}

module.exports = { toGrams, shift };
