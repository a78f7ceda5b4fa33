import { stamp, shorten } from './format.mjs';

export function route(entries, width) {
  const out = [];
  let dropped = 0;
  let urgent = 0;
  for (const e of entries) {
    let prefix = '';
    let channel = 'main';
    switch (e.level) {
      case 'debug':
        dropped++;
        continue;
      case 'fatal':
        prefix = '!!'; // falls through
      case 'error':
        channel = 'alerts';
        prefix += 'E';
        break;
      default:
        prefix = prefix || e.level[0].toUpperCase();
    }
    const line = stamp(prefix, e);
    out.push({ channel, text: shorten(line, width) });
    if (prefix.startsWith('!')) {
      urgent++;
    }
  }
  return { out, dropped, urgent };
}
