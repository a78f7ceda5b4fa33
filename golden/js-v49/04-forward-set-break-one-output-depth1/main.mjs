// main.mjs — one moderation pass over a short chat log
import { flagMessages, activity } from './moderate.mjs';

const log = [
  { id: 1, user: 'ana', text: 'Great SCAM offer here' },
  { id: 2, user: 'bo', text: 'see you at noon' },
  { id: 3, user: 'ana', text: 'no spam please spam' },
  { id: 4, user: 'cy', text: 'maps and sets' },
];
const blocklist = ['spam', 'scam'];
const perUser = new Map();
const flaggedIds = flagMessages(log, blocklist, perUser);
const hidden = new Set(flaggedIds);
const visible = [];
for (const m of log) {
  if (!hidden.has(m.id)) {
    visible.push(m.text);
  }
}
console.log('flagged:', flaggedIds.join(','));
console.log('visible:', visible.join(' | '));
console.log('activity:', activity(perUser));
