import { lookupChannel, deliver } from './channels.mjs';

export function notify(event, prefs) {
  let channel = prefs?.channel;
  const audience = event.audience ?? 'all';
  channel ??= lookupChannel(event.kind);
  const tags = [...(event.tags ?? []), channel];
  const text = `[${event.kind}] ${event.title}`;
  const result = deliver(channel, text, ...tags);
  return { ...result, audience };
}

export function preview(event) {
  const channel = lookupChannel(event.kind);
  return `${channel}: ${event.title}`;
}
