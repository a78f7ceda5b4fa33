import { parseAssign } from "./assign.mjs";

export function loadKeys(text) {
  const keys = [];
  let skipped = 0;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) {
      skipped++;
      continue;
    }
    keys.push(parseAssign(line).key);
  }
  console.log(`${skipped} lines skipped`);
  return keys;
}

console.log(loadKeys("a = 1\n# note\nb=2 # two\n"));
