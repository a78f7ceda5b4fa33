// key = value settings, optionally stored under a "section." prefix.
export function addPair(line, into, prefix) {
  const eq = line.indexOf("=");
  if (eq <= 0) {
    return false;
  }
  const key = line.slice(0, eq).trim().toLowerCase();
  const value = line.slice(eq + 1).trim();
  into.set(`${prefix}${key}`, value);
  return true;
}

export function readSettings(text, section) {
  const ns = section ? `${section}.` : "";
  const settings = new Map();
  let bad = 0;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) {
      continue;
    }
    const ok = addPair(line, settings, ns);
    if (!ok) {
      bad++;
    }
  }
  const host = settings.get(`${ns}host`) ?? "localhost";
  const port = Number(settings.get(`${ns}port`) ?? "8080");
  const label = section || "default";
  return `${label} http://${host}:${port} (${bad} bad)`;
}
