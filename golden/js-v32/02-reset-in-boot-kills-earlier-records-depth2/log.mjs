// An in-memory request log kept as module state.
let entries = [];

export function record(kind, msg) {
  const line = `${kind}: ${msg}`;
  entries.push(line);
}

export function clearLog() {
  entries = [];
}

export function snapshot() {
  return entries.slice();
}

export function size() {
  return entries.length;
}
