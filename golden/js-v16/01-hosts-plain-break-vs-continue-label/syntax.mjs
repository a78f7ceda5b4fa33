export const COMMENT = '#';
export const DEPRECATED = ['localhost.localdomain', 'ip6-localhost'];
export const MAX_NAMES = 8;

export function stripComment(line) {
  const at = line.indexOf(COMMENT);
  return at === -1 ? line : line.slice(0, at);
}

export function isBlank(line) {
  return stripComment(line).trim() === '';
}

export function splitFields(line) {
  const fields = stripComment(line).trim().split(/\s+/);
  return fields.slice(0, MAX_NAMES + 1);
}

export function formatEntry(entry) {
  return `${entry.ip.padEnd(16)}${entry.names.join(' ')}  # line ${entry.line}`;
}
