const SEVERITY = { info: 1, warn: 2, error: 3 } as const;
type Severity = keyof typeof SEVERITY;

interface Entry<T> {
  level: Severity;
  data: T;
}

function weight(level: Severity, note: string): number {
  console.log(note);
  return SEVERITY[level] * 10;
}

export function summarize<T>(entry: Entry<T>, scope?: string): string {
  let name = scope;
  name ||= "root";
  const score = weight(entry.level, `${name}!`);
  let title = `${name}:${entry.level}`;
  if (score > 20) {
    title = title.toUpperCase();
  }
  name = "done";
  const tail = `${name}/${score}`;
  return `${title} ${tail}`;
}

export function report<T>(entries: Entry<T>[], scope?: string): string[] {
  const lines: string[] = [];
  for (const e of entries) {
    lines.push(summarize(e, scope));
  }
  return lines;
}

console.log(report([{ level: "warn", data: 1 }, { level: "error", data: 2 }], "db").join("\n"));
