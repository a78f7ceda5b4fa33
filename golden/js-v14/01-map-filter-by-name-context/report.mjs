import { parseLine, isSevere, describe, formatHeader } from './logparse.mjs';

const SAMPLE = [
  '1700000000000 | info | service started',
  '1700000005000 | WARNING | disk at 91%',
  '1700000009000 | debug | cache warm',
  '1700000012000 | err | upload failed | retrying',
  '1700000015000 | fatal | worker lost',
].join('\n');

export function severeReport(text, limit) {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const header = parseLine(lines[0]);
  const entries = lines.slice(1).map(parseLine);
  const severe = entries.filter(isSevere);
  const shown = severe.slice(0, limit).map(describe);
  console.log(`${formatHeader(header)}: ${severe.length} of ${entries.length} severe`);
  return shown;
}

export function latest(text) {
  const entries = text.trim().split('\n').map(parseLine);
  return describe(entries[entries.length - 1]);
}

const report = severeReport(`1699999990000 | info | header\n\n${SAMPLE}`, 2);
console.log(report.join('\n'));
console.log(latest(SAMPLE));
