import { warn, tally } from "./format.js";

const MISSING = "missing field %s in %s";
const RENAMED = "option %s is renamed to %s";
const REQUIRED = ["id", "name"];

export function check(record: Record<string, unknown>, source: string): string[] {
  const notes: string[] = [];
  const code = source.endsWith(".json") ? "E-JSON" : "E-DATA";
  for (const field of REQUIRED) {
    if (!(field in record)) {
      notes.push(warn(code, MISSING, field, source));
    }
  }
  const entry: [string, string, string, string] = ["W-RENAME", RENAMED, "color", "colour"];
  if ("color" in record) {
    notes.push(warn(...entry));
  }
  console.log(`${source}: ${notes.length} note(s)`);
  return notes;
}

const FILE = "users.json";
const result = check({ id: 1, color: "red" }, FILE);
console.log(result.join("\n"));
console.log(tally());
