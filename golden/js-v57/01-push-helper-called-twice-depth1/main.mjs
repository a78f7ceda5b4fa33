import { addUnique, label } from "./tags.mjs";

function collect(records) {
  const tags = [];
  const owners = [];
  for (const rec of records) {
    addUnique(tags, rec.tag);
    addUnique(owners, rec.owner);
  }
  const summary = label(owners);
  console.log("owners:", summary);
  return tags;
}

const data = [
  { tag: "db", owner: "ana" },
  { tag: "web", owner: "ben" },
  { tag: "db", owner: "ana" },
];
const result = collect(data);
console.log("tags:", result.join(" "));
