// Small regex helpers shared by the header parser and the command line.

export function firstGroup(text, re, fallback) {
  const m = text.match(re);
  if (m === null) {
    return fallback;
  }
  const raw = m[1];
  const value = raw.replace(/^["']|["']$/g, "");
  return value;
}

export function countMatches(text, re) {
  const global = new RegExp(re.source, "g");
  let count = 0;
  let m;
  while ((m = global.exec(text)) !== null) {
    if (m[0].length === 0) {
      global.lastIndex++;
    }
    count++;
  }
  return count;
}
