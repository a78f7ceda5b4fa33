import { describe } from './describe.mjs';

export function renderFeed(events, viewer) {
  const lines = [];
  let mine = 0;
  for (const ev of events) {
    const item = { ...ev, actor: ev.actor === viewer ? 'you' : ev.actor };
    if (item.actor === 'you') {
      mine += 1;
    }
    lines.push(`- ${describe(item)}`);
  }
  const header = `${events.length} events, ${mine} by you`;
  return [header, ...lines].join('\n');
}

export function notify(ev) {
  const text = describe(ev);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

const EVENTS = [
  { type: 'push', actor: 'ann', commits: 3, branch: 'main' },
  { type: 'issue', actor: 'bob', closed: true, number: 12 },
  { type: 'fork', actor: 'cy' },
  { type: 'star', actor: 'ann' },
];
console.log(renderFeed(EVENTS, 'ann'));
console.log(notify(EVENTS[0]));
