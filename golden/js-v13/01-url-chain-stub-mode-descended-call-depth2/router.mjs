import { formatSegment } from "./encode.mjs";

const API_BASE = "/api/v2";
const DEFAULT_MODE = "strict";
const ID_WIDTH = 6;
const ROUTES = [
  { name: "user", kind: "Users", id: 42, numeric: true, hidden: false },
  { name: "draft", kind: "Drafts", id: "tmp", numeric: false, hidden: true },
  { name: "team", kind: "Teams", id: " R&D team ", numeric: false, hidden: false },
];

function routePath(route, mode, verbose) {
  const kind = route.kind.toLowerCase();
  const label = verbose ? route.name : "";
  const style = mode || "rfc3986";
  const width = route.numeric ? ID_WIDTH : 0;
  const head = formatSegment(kind, 0, style, "kind");
  const tail = formatSegment(route.id, width, style, label);
  const path = `${API_BASE}/${head}/${tail}`;
  if (verbose) {
    console.log("route", label, path.length);
  }
  return path;
}

export function sitemap(routes, mode, verbose) {
  const paths = [];
  let skipped = 0;
  for (const route of routes) {
    if (route.hidden) {
      skipped += 1;
      continue;
    }
    paths.push(routePath(route, mode, verbose));
  }
  console.log(`sitemap: ${skipped} hidden`);
  return paths.join("\n");
}

console.log(sitemap(ROUTES, DEFAULT_MODE, false));
