import { DEPRECATED, isBlank, splitFields, formatEntry } from './syntax.mjs';

export function parseHosts(text, blocked) {
  const entries = [];
  const notes = [];
  let lineNo = 0;
  lines: for (const raw of text.split('\n')) {
    lineNo += 1;
    if (isBlank(raw)) {
      continue;
    }
    const fields = splitFields(raw);
    for (const alias of DEPRECATED) {
      if (fields.includes(alias)) {
        notes.push(`line ${lineNo}: ${alias} is deprecated`);
        break;
      }
    }
    for (const name of fields.slice(1)) {
      if (blocked.has(name)) {
        notes.push(`line ${lineNo}: ${name} is blocked`);
        continue lines;
      }
    }
    entries.push({ ip: fields[0], names: fields.slice(1), line: lineNo });
  }
  console.log(notes.join('\n'));
  return entries;
}

const SAMPLE = '# static table\n127.0.0.1 localhost localhost.localdomain ip6-localhost\n\n10.0.0.5 build.lan ci.lan # runners\n0.0.0.0 ads.example.net tracker.example.net\n10.0.0.9 cache.lan';
const BLOCKED = new Set(['ads.example.net']);
const table = parseHosts(SAMPLE, BLOCKED);
console.log(table.map(formatEntry).join('\n'));
