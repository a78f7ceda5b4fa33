export const DEFAULTS = { retries: 2, timeout: 30000, verbose: false, hosts: [] };
export const MAX_TIMEOUT = 120000;
const TRUE_WORDS = ['1', 'true', 'yes', 'on'];

export function parseBool(text) {
  return TRUE_WORDS.includes(String(text ?? '').trim().toLowerCase());
}

export function splitCsv(text) {
  const parts = [];
  for (const part of text.split(',')) {
    if (part.trim() !== '') {
      parts.push(part.trim());
    }
  }
  return parts;
}

export function parseList(text) {
  if (text === undefined || text === '') {
    return undefined;
  }
  const parts = splitCsv(text);
  return parts.length > 0 ? parts : undefined;
}

export function describe(options) {
  return `${options.summary}; proxy ${options.proxy ?? 'none'}; ${options.notes.join(', ')}`;
}
