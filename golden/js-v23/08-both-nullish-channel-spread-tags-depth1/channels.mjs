const ROUTES = { alert: 'pager', digest: 'email' };
const FALLBACK = 'email';

export function lookupChannel(kind) {
  const route = ROUTES[kind];
  return route || FALLBACK;
}

export function deliver(channel, text, ...labels) {
  const size = text.length;
  const key = labels.join(',');
  const target = channel === 'pager' ? 'oncall' : 'inbox';
  console.log(`${target} <- ${text} (${size} chars)`);
  return { target, key, size };
}
