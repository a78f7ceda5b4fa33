'use strict';

const { LIMIT } = require('./config.cjs');

function parse(text) {
  const parts = text.split(',');
  const out = [];
  for (const p of parts) {
    const n = Number(p);
    if (Number.isNaN(n)) {
      continue;
    }
    out.push(n);
    if (out.length >= LIMIT) {
      break;
    }
  }
  return out;
}

function format(list) {
  return list.join(' | ');
}

module.exports = { parse, format };
