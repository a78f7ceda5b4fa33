'use strict';

const { parse } = require('./parse.cjs');
const { LIMIT, UNIT } = require('./config.cjs');

function total(raw) {
  const nums = parse(raw);
  let sum = 0;
  for (const n of nums) {
    sum += n;
  }
  const note = `first ${LIMIT} values, in ${UNIT}`;
  console.log(note);
  return sum;
}

const line = '4,x,5,6,7';
const weight = total(line);
console.log(weight, 'kg');
