import { stripBom, splitRow, TAG_JOIN } from './text.mjs';

const DEFAULT_TAG = 'general';

export function parseContacts(csv) {
  const lines = csv.split(/\r?\n/);
  lines[0] = stripBom(lines[0]);
  const [header, ...rows] = lines;
  const columns = splitRow(header);
  const contacts = [];
  let blank = 0;
  for (const row of rows) {
    if (row.trim() === '') {
      blank += 1;
      continue;
    }
    const [, email, ...tags] = splitRow(row);
    const [primary = DEFAULT_TAG, ...others] = tags;
    contacts.push({ email: email.toLowerCase(), primary, others: others.join(TAG_JOIN) });
  }
  console.log(`${columns.length} columns, ${contacts.length} contacts, ${blank} blank`);
  return contacts;
}

const sample = '\uFEFFid,email,tags\n1, Ann@Example.com ,ops,dev,oncall\n\n2,bob@example.com';
console.log(parseContacts(sample));
