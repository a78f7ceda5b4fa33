import { countCode } from "./count.mjs";

export function report(files) {
  const names = [];
  let total = 0;
  for (const [name, src] of Object.entries(files)) {
    names.push(name);
    const stats = countCode(src, name);
    total += stats.code;
  }
  return `${names.join(", ")}: ${total} code chars`;
}

const files = { "a.py": "x = 1  # set x\n# only\ny=2\n", "b.py": "# none\n" };
console.log(report(files));
