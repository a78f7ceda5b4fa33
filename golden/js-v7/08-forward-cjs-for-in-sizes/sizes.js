'use strict';

const UNITS = ['B', 'KB', 'MB', 'GB'];
const STEP = 1024;

function humanSize(bytes, digits = 1) {
  let value = bytes;
  let unit = 0;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : digits)} ${UNITS[unit]}`;
}

function byExtension(files, ignore = []) {
  const totals = {};
  for (const name in files) {
    if (ignore.includes(name)) {
      continue;
    }
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 ? name.slice(dot + 1) : name.startsWith('.') ? 'dotfile' : 'none';
    totals[ext] = (totals[ext] ?? 0) + files[name];
  }
  return totals;
}

exports.humanSize = humanSize;
exports.byExtension = byExtension;
