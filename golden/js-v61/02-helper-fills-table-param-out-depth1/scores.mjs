// Helpers that fill a table object passed in by the caller.

export function addScore(table, key, points, source) {
  const previous = table[key] ?? [];
  if (source) {
    console.log(`${source}: ${key} +${points}`);
  }
  table[key] = previous.concat([points]);
  return previous.length + 1;
}
