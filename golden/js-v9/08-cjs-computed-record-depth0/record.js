'use strict';

const { ID_FIELD, ALIASES, LIMIT } = require('./schema');

function normalize(row, opts = {}) {
  const prefix = opts.prefix ?? '';
  const id = row?.[ID_FIELD] ?? row?.id ?? null;
  const record = { id, tags: [] };
  let skipped = 0;
  for (const [raw, value] of Object.entries(row ?? {})) {
    const key = ALIASES[raw] ?? raw;
    if (key === ID_FIELD || value === null || value === undefined) {
      skipped += 1;
      continue;
    }
    if (key === 'tags') {
      record.tags = String(value).split(',');
    } else {
      record[`${prefix}${key}`] = value;
    }
  }
  const summary = { id, fields: Object.keys(record).length, skipped, limit: LIMIT };
  return { record, summary };
}

module.exports = { normalize };

if (require.main === module) {
  console.log(normalize({ _id: 7, mail: 'a@b.c', labels: 'x,y', tel: null }, { prefix: 'u_' }));
}
