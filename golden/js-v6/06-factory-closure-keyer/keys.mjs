const DEFAULT_SEP = ':';
const MAX_LEN = 48;

export function normalize(part) {
  return String(part).trim().toLowerCase();
}

export default function makeKeyer(namespace, { sep = DEFAULT_SEP, version: ver = 1, upper = false } = {}) {
  const prefix = `${namespace}${sep}v${ver}`;
  const label = upper ? prefix.toUpperCase() : prefix;
  console.log(`keyer ready: ${label}`);
  return (...parts) => {
    const tail = parts.map((p) => normalize(p)).join(sep);
    return `${prefix}${sep}${tail}`.slice(0, MAX_LEN);
  };
}
