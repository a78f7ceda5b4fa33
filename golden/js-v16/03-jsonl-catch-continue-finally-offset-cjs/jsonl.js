'use strict';
const { normalizeLevel, formatEvent } = require('./levels');

function readEvents(lines, errors) {
  const events = [];
  let offset = 0;
  let failed = 0;
  for (const line of lines) {
    const start = offset;
    let record;
    try {
      record = JSON.parse(line);
    } catch (err) {
      failed += 1;
      errors.push(`@${start}: ${err.message}`);
      continue;
    } finally {
      offset += line.length + 1;
    }
    const level = normalizeLevel(record.level);
    if (level === undefined) {
      errors.push(`@${start}: unknown level ${record.level}`);
      continue;
    }
    events.push({ ...record, level, offset: start });
  }
  console.log(`${lines.length} lines, ${failed} failed`);
  return events;
}

module.exports = { readEvents };

if (require.main === module) {
  const problems = [];
  const text = '{"level":"warning","msg":"disk 91%"}\nnot json\n{"level":"loud","msg":"?"}\n{"msg":"started"}';
  const events = readEvents(text.split('\n'), problems);
  console.log(events.map(formatEvent).join('\n'));
  console.log(problems);
}
