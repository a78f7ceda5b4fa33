// Parses one numeric field of a settings file.

export function parseCount(raw, label) {
  const n = parseInt(raw, 10);
  if (isNaN(n)) {
    console.log(`${label}: "${raw}" is not a number`);
    return 0;
  }
  const safe = Math.max(0, n);
  console.log(`${label}: accepted`);
  return safe;
}

export function describe(retries, workers) {
  const total = retries * workers;
  console.log(`retries=${retries} workers=${workers} attempts=${total}`);
}
