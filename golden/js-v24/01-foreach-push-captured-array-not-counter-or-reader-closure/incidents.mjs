const SEVERITY = { fatal: 4, error: 3, warn: 2, info: 1 };

export function triage(events, minLevel) {
  let errors = 0;
  const sources = [];
  const seen = new Set();
  events.forEach((ev) => {
    const level = SEVERITY[ev.level] ?? 0;
    if (level >= minLevel) {
      sources.push(ev.source);
      errors += 1;
    } else if (level === 0) {
      console.warn(`unknown level ${ev.level}`);
    }
    seen.add(ev.source);
  });
  const describe = () => `${sources.length} of ${seen.size} sources`;
  console.log(describe());
  return { sources, errors };
}
