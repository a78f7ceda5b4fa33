const { add, latestId, urgentIds, size, clearJournal } = require('./journal.cjs');

// Feed a batch of notes into the journal and report what was kept.
const notes = ['boot', '', 'disk low', 'fan ok', 'retry'];

function isUrgent(text) {
  return text.includes('low');
}

function ingest(batch) {
  const saved = [];
  for (const text of batch) {
    const entry = add(text, isUrgent(text));
    if (entry === null) {
      continue;
    }
    saved.push(entry.id);
  }
  return saved;
}

const ids = ingest(notes);
console.log(ids.join(' '), latestId(), urgentIds(), size());
clearJournal();
console.log(latestId(), size());
