'use strict';

const SCALE = 3;

function makeAdder(base) {
  const offset = base * SCALE;
  const name = `add-${base}`;
  console.log(name);
  return (x) => x + offset + base;
}

function twice(v) {
  return v * 2;
}

function compute(step, k) {
  const start = twice(step);
  const noise = twice(k);
  const r = makeAdder(start)(k);
  console.log(noise);
  return r;
}

module.exports = { compute, makeAdder };
