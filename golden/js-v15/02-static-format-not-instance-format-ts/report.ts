import { Duration } from "./duration";

export interface Span {
  name: string;
  start: number;
  end: number;
}

export function report(spans: Span[]): string {
  let total = new Duration(0);
  let longest = 0;
  for (const span of spans) {
    const d = Duration.between(span.start, span.end);
    total = total.plus(d);
    longest = Math.max(longest, d.ms);
  }
  const peak = Duration.format(longest);
  const sum = total.format();
  console.log(`${spans.length} spans, ${sum} in total`);
  return `longest ${peak}`;
}

console.log(report([
  { name: "dns", start: 0, end: 40 },
  { name: "fetch", start: 40, end: 95_000 },
]));
console.log(report([]));
