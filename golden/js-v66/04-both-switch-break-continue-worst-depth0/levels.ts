export type Sev = "debug" | "info" | "warn" | "error";

export interface LogLine {
  sev: Sev;
  text: string;
  ms: number;
}

export type Counts = Record<string, number>;

export enum Tag {
  D = "D",
  I = "I",
  W = "W",
  E = "E",
}

export function parseSev(tag: string): Sev {
  switch (tag) {
    case Tag.D:
      return "debug";
    case Tag.W:
      return "warn";
    case Tag.E:
      return "error";
    default:
      return "info";
  }
}

export function parseLine(raw: string): LogLine {
  const [tag, ms, ...rest] = raw.split(" ");
  return { sev: parseSev(tag), text: rest.join(" "), ms: Number(ms) };
}
