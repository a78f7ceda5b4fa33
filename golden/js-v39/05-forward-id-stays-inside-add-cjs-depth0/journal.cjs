'use strict';

// An append-only journal kept in module state.
const MAX_ID = 3;
let entries = [];
let lastId = 0;
const flagged = [];

function add(text, urgent) {
  lastId += 1;
  if (lastId > MAX_ID) {
    lastId = 1;
  }
  if (text.trim() === '') {
    return null;
  }
  const entry = { id: lastId, text: text.trim(), urgent };
  entries.push(entry);
  if (urgent) {
    flagged.push(entry.id);
  }
  return entry;
}

function latestId() {
  return lastId;
}

function urgentIds() {
  return flagged.join(',');
}

function size() {
  return entries.length;
}

function clearJournal() {
  entries = [];
  lastId = 0;
}

module.exports = { add, latestId, urgentIds, size, clearJournal };
