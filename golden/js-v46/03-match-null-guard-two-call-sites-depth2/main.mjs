import { parseHeader, isCompatible } from "./header.mjs";
import { firstGroup, countMatches } from "./extract.mjs";

function run(lines, required) {
  const head = lines[0].trim();
  const info = parseHeader(head);
  const id = firstGroup(lines[1], /id=(\d+)/, "0");
  const fields = countMatches(head, /\w+=/);
  if (!isCompatible(info, required)) {
    console.log(`skip ${id}: ${info.banner}`);
    return null;
  }
  console.log(`${info.banner} id=${id} fields=${fields}`);
  return info.major;
}

const input = 'name=parser version="2.4" mode=strict\nid=77';
const rows = input.split("\n");
const wanted = Number(process.argv[2] ?? "2");
const result = run(rows, wanted);
console.log(`major: ${result}`);
