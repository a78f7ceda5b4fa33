import { sortInPlace, sortedCopy, describe } from "./list.mjs";

// Prepares the queue and the archive for the morning report.
function prepare(queue, archive) {
  const count = sortInPlace(queue);
  const view = sortedCopy(archive);
  view.push("zz-tail");
  if (queue.includes("carol")) {
    archive.push("overflow");
  }
  const head = archive[0] + "/" + queue[0];
  return { head, count, view };
}

const waiting = ["carol", "alice", "bob"];
const stored = ["zoe", "mike"];
const result = prepare(waiting, stored);
console.log(result.head);
console.log(result.count, describe(result.view));
console.log(stored.join(","));
