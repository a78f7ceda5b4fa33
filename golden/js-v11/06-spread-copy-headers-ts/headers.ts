import { DEFAULT_HEADERS, toPair, headerLines, type HeaderMap } from "./defaults.js";

export function buildHeaders(token?: string, extra: HeaderMap = {}): HeaderMap {
  const merged: HeaderMap = { ...DEFAULT_HEADERS, ...extra };
  const base = { ...merged };
  if (token) {
    merged.authorization = `Bearer ${token}`;
  }
  const names = [...Object.keys(base), "x-trace"];
  merged["x-names"] = names.join(",");
  const pairs = Object.keys(merged).map((k) => toPair(k, merged[k]));
  console.log(`${pairs.length} headers`);
  return merged;
}

export function traceHeaders(id: string): HeaderMap {
  const headers = buildHeaders(undefined, { "x-trace": id });
  delete headers["x-names"];
  return headers;
}

const sent = buildHeaders("t0k3n", { "x-app": "demo" });
console.log(headerLines(sent).join("\n"));
console.log(traceHeaders("abc"));
