import { MAX_HEADERS, BLOCKED, canonical, isSafe } from "./names.js";

export type HeaderValue = string | string[] | undefined;

export function serialize(headers: Record<string, HeaderValue>, sep = "\r\n"): string | null {
  const lines: string[] = [];
  let count = 0;
  let skipped = 0;
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || BLOCKED.includes(name.toLowerCase())) {
      skipped += 1;
      continue;
    }
    const text = Array.isArray(value) ? value.join(", ") : value;
    if (!isSafe(text)) {
      return null;
    }
    count += 1;
    if (count > MAX_HEADERS) {
      break;
    }
    lines.push(`${canonical(name)}: ${text}`);
  }
  console.log(`${count} headers, ${skipped} skipped`);
  return lines.join(sep);
}

export function requestHead(method: string, path: string, headers: Record<string, HeaderValue>): string {
  const start = `${method.toUpperCase()} ${path} HTTP/1.1`;
  const block = serialize(headers) ?? "";
  return `${start}\r\n${block}\r\n\r\n`;
}

console.log(requestHead("get", "/", { Host: "x", accept: ["a/b", "c/d"], etag: undefined, "x-request-id": "r1", "content-md5": "m5", "user-agent": "t" }));
