'use strict';
const { summarize } = require('./stats');

const runs = {
  db: [12, 250, -1, 40],
  api: [5, 7, 9],
};

function reportAll(limit) {
  const lines = [];
  for (const [name, times] of Object.entries(runs)) {
    lines.push(summarize({ label: name }, limit, ...times));
  }
  lines.push(summarize({ label: 'idle', unit: 's' }));
  return lines.join('\n');
}

console.log(reportAll(200));
