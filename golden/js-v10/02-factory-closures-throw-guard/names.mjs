export const PREFIX = 'plugin:';
export const STRICT = true;
const SEPARATOR = '-';
const RESERVED = ['core', 'internal'];

export function normalize(name) {
  return name.trim().toLowerCase().replace(/\s+/g, SEPARATOR);
}

export function isReserved(name) {
  return RESERVED.includes(normalize(name));
}

export function describe(plugin) {
  return `${plugin.name}@${plugin.version ?? '0.0.0'}`;
}
