"use strict";

const HEADER_BYTES = 64;

function fits(size, used, limit) {
  return used + size + HEADER_BYTES <= limit;
}

function takeItems(items, used, limit) {
  const taken = [];
  for (const item of items) {
    if (!fits(item.size, used, limit)) {
      break;
    }
    used += item.size;
    taken.push(item.id);
  }
  return { taken, used };
}

function drain(pages, limit) {
  let used = 0;
  const ids = [];
  for (const page of pages) {
    const batch = takeItems(page.items, used, limit);
    ids.push(...batch.taken);
    if (batch.used === used) {
      break;
    }
    used = batch.used;
  }
  return { ids, used };
}

module.exports = { drain, takeItems };
