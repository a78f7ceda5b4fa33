// Turns a configuration object into printable text.
const HIDDEN = ["source"];

export function snapshot(cfg) {
  const copy = Object.assign({}, cfg);
  for (const key of HIDDEN) {
    delete copy[key];
  }
  return JSON.stringify(copy);
}

export function report(title, cfg) {
  const header = `== ${title} ==`;
  const body = snapshot(cfg);
  return `${header}\n${body}`;
}

export function banner(name) {
  const line = "=".repeat(name.length + 6);
  return `${line}\n== ${name} ==\n${line}`;
}
