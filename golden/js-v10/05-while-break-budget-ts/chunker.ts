import { MAX_CHUNK, measure, describe } from "./limits.js";

type Chunk = { text: string; size: number };

export function splitText(text: string, budget: number = MAX_CHUNK): { chunks: Chunk[]; rest: string } {
  const words = text.split(/\s+/).filter(Boolean);
  const chunks: Chunk[] = [];
  let current: string[] = [];
  let used = 0;
  let index = 0;
  while (index < words.length) {
    const word = words[index];
    const cost = measure(word);
    if (cost > budget) {
      break;
    }
    if (used + cost > budget) {
      chunks.push({ text: current.join(" "), size: used });
      current = [];
      used = 0;
    }
    current.push(word);
    used += cost;
    index += 1;
  }
  if (used > 0) {
    chunks.push({ text: current.join(" "), size: used });
  }
  const rest = words.slice(index).join(" ");
  console.log(describe(chunks.length, rest));
  return { chunks, rest };
}

export function preview(text: string): string {
  const { chunks, rest } = splitText(text);
  const first = chunks.length > 0 ? chunks[0].text : "";
  return rest === "" ? first : `${first} ...`;
}

export function pack(doc: string, width: number): number {
  return splitText(doc, width * 2).chunks.length;
}

console.log(preview("one two three four five six seven eight nine https://example.test/a ten base64:QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0123 eleven"));
