"use strict";
const { drain, takeItems } = require("./pages");

const DEFAULT_BUDGET = 4096;
const PREVIEW_BYTES = 300;
const PAGES = [
  { items: [{ id: "a", size: 120 }, { id: "b", size: 300 }] },
  { items: [{ id: "c", size: 500 }, { id: "d", size: 90 }] },
  { items: [{ id: "e", size: 40 }] },
];

function sync(pages, options) {
  const limit = options.maxBytes ?? DEFAULT_BUDGET;
  const started = Date.now();
  const result = drain(pages, limit);
  const ms = Date.now() - started;
  console.log(`synced ${result.ids.length} items, ${result.used} bytes in ${ms} ms`);
  return result.ids;
}

function report(options) {
  const ids = sync(PAGES, options);
  const preview = takeItems(PAGES[0].items, 0, PREVIEW_BYTES);
  return `${ids.join(",")} (preview ${preview.taken.join(",")})`;
}

console.log(report({ maxBytes: 700 }));
console.log(report({}));
