const ALIASES = new Map([
  ['js', 'javascript'],
  ['ts', 'typescript'],
]);
ALIASES.set('node', 'nodejs');
ALIASES.delete('ts');

export function normalizeTag(raw) {
  const lower = raw.trim().toLowerCase();
  return ALIASES.get(lower) ?? lower;
}

export function isAlias(tag) {
  return ALIASES.has(tag.trim().toLowerCase());
}

export function aliasCount() {
  return ALIASES.size;
}
