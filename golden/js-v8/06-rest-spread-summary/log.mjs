export const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 };
const SEP = ' ';
const MISSING = 0;

export const toRecord = (level, message, ...tags) => ({ level, message, tags, weight: LEVELS[level] ?? MISSING });

export function render(stamp, record, ...extras) {
  const head = `${stamp} [${record.level.toUpperCase()}]`;
  const body = [record.message, ...record.tags].join(SEP);
  console.debug(`render: ${extras.length} extra fields`);
  return `${head} ${body}`;
}

export function merge(base, ...layers) {
  const out = { ...base };
  for (const layer of layers) {
    Object.assign(out, layer);
  }
  return out;
}
