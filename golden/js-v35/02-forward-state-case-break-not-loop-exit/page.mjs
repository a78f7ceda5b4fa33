import { stripTags } from "./strip.mjs";

export function summarize(html, limit) {
  const head = html.slice(0, limit);
  const text = stripTags(html);
  const words = text.trim().split(/\s+/);
  console.log(`head: ${head}`);
  return `${words.length} words`;
}

const doc = "<p>Hello <b>tiny</b> world</p>";
console.log(summarize(doc, 6));

export function excerpt(html, size) {
  const plain = html.replace(/<[^>]*>/g, "");
  return plain.length > size ? `${plain.slice(0, size)}...` : plain;
}
