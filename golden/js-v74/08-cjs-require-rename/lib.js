const SCALE = 3;
const SHIFT = 8;

function compute(v) {
  return v * SCALE;
}

function other(v) {
  return v + SHIFT;
}

module.exports = { compute, other };
