// Summarise a batch of log events: which kinds occurred, and how many errors per kind.

export function errorDigest(events, watch) {
  let byKind = new Map();
  for (const e of events) {
    byKind.set(e.kind, (byKind.get(e.kind) ?? 0) + 1);
  }
  const kindsSeen = [...byKind.keys()].sort().join(",");
  byKind = new Map();
  const flagged = new Set();
  for (const e of events) {
    if (e.level !== "error") {
      continue;
    }
    byKind.set(e.kind, (byKind.get(e.kind) ?? 0) + 1);
    if (watch.has(e.kind)) {
      flagged.add(e.id);
    }
  }
  const diskErrors = byKind.get("disk") ?? 0;
  return { kindsSeen, diskErrors, flagged: [...flagged] };
}

const events = [
  { id: 1, kind: "disk", level: "error" },
  { id: 2, kind: "net", level: "info" },
  { id: 3, kind: "disk", level: "info" },
  { id: 4, kind: "disk", level: "error" },
  { id: 5, kind: "net", level: "error" },
];
console.log(errorDigest(events, new Set(["net"])));
