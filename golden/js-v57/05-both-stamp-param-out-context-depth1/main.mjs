import { stamp, retire } from "./audit.mjs";

function publish(draft, review, author) {
  const editor = author.trim();
  stamp(draft, editor);
  stamp(review, "bot");
  retire(review);
  const saved = JSON.stringify(draft);
  const log = JSON.stringify(review);
  console.log("review:", log);
  return saved;
}

function banner(text) {
  const line = "-".repeat(text.length);
  console.log(line);
  console.log(text);
}

banner("publishing");
const draft = { title: "Intro", draftNote: "wip" };
const review = { title: "Notes", draftNote: "todo" };
const result = publish(draft, review, "  ana ");
console.log("draft:", result);
