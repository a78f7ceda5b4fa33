export function collectMentions(text, limit, label) {
  const re = /@(\w+)(?:\/(\w+))?/g;
  const seen = new Set();
  const handles = [];
  const teams = new Set();
  let skipped = 0;
  let m;
  while ((m = re.exec(text)) !== null) {
    const [, user, team] = m;
    const handle = user.toLowerCase();
    if (team !== undefined) {
      teams.add(team);
    }
    if (seen.has(handle)) {
      skipped++;
      continue;
    }
    seen.add(handle);
    if (handles.length >= limit) {
      break;
    }
    handles.push(handle);
  }
  const marked = text.replace(re, (match, g1) => (seen.has(g1.toLowerCase()) ? `[${g1}]` : match));
  console.log(`${label}: ${marked} (${skipped} repeats, teams ${[...teams].join(",")})`);
  return handles;
}
