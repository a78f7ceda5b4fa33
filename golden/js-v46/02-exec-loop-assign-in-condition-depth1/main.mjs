import { collectMentions } from "./mentions.mjs";

// Two messages from the review thread; mentions may carry a team after a slash.
const post = "Thanks @Ana and @bob_k/core! cc @ana @Carol/web @dave";
const reply = "@Bob/core agreed with @eve";
const cap = Number(process.argv[2] ?? "3");
const tag = "post";

const fromPost = collectMentions(post, cap, tag);
const fromReply = collectMentions(reply, 2, "reply");

const everyone = new Set();
for (const name of fromPost) {
  everyone.add(name);
}
for (const name of fromReply) {
  everyone.add(name);
}
console.log(`post: ${fromPost.join(",")}`);
console.log(`reply: ${fromReply.join(",")}`);
console.log(`notify ${everyone.size} people`);
