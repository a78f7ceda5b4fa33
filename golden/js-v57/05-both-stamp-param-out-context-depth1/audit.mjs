// Audit stamps applied to documents before they are saved.

export function stamp(record, user) {
  const when = "2024-05-01";
  Object.assign(record, { by: user, at: when });
}

export function retire(record) {
  delete record.draftNote;
}

export function history(records) {
  const out = [];
  for (const r of records) {
    if (r.by) {
      out.push(`${r.by}@${r.at}`);
    }
  }
  return out;
}
