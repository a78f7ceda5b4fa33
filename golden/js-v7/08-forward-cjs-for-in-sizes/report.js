'use strict';

const { humanSize, byExtension } = require('./sizes');

const IGNORED = ['package-lock.json'];

function rows(files) {
  const totals = byExtension(files, IGNORED);
  const lines = [];
  let grand = 0;
  for (const ext in totals) {
    grand += totals[ext];
    lines.push(`${ext.padEnd(8)}${humanSize(totals[ext])}`);
  }
  lines.push(`${'total'.padEnd(8)}${humanSize(grand, 2)}`);
  return lines;
}

function render(files, title = 'Sizes') {
  const body = rows(files);
  const width = Math.max(title.length, ...body.map((line) => line.length));
  return [title, '-'.repeat(width), ...body].join('\n');
}

console.log(render({ 'a.js': 2048, 'b.js': 900, 'logo.png': 3500000, '.npmrc': 40, README: 12, 'package-lock.json': 99999 }));
