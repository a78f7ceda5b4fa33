// registry.mjs — attendance registry helpers
export function register(roster, seen, names) {
  for (const raw of names) {
    const name = raw.trim();
    seen.add(name);
    roster.set(name, (roster.get(name) ?? 0) + 1);
  }
}

export function regulars(roster, minimum) {
  const out = [];
  for (const [name, visits] of roster.entries()) {
    if (visits >= minimum) {
      out.push(name);
    }
  }
  return out;
}

export function badge(name, visits) {
  const stars = '*'.repeat(Math.min(visits, 5));
  return `${name}${stars}`;
}
