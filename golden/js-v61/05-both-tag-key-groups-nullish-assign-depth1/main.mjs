import { groupByTag } from './tags.mjs';

const entries = [
  { id: 1, tag: ' Home ' },
  { id: 2, tag: 'work' },
  { id: 3, tag: '  ' },
  { id: 4, tag: 'HOME' },
];
const archive = new Map();
if (!archive.has('old')) {
  archive.set('old', []);
}
archive.get('old').push(0);
const groups = groupByTag(entries);
for (const [tag, ids] of Object.entries(groups)) {
  console.log(`${tag}: ${ids.join(',')}`);
}
console.log(`archived: ${archive.get('old').length}`);
