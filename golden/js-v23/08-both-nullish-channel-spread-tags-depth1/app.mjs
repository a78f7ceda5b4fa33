import { notify, preview } from './notify.mjs';

export function broadcast(events, settings) {
  const sent = [];
  const prefs = settings.quiet ? { channel: 'log' } : settings.prefs;
  for (const event of events) {
    const receipt = notify(event, prefs);
    sent.push(receipt.target);
  }
  const note = `${events.length} events`;
  return { sent, note };
}

const events = [{ kind: 'alert', title: 'Disk full', tags: ['ops'] }, { kind: 'digest', title: 'Weekly' }];
console.log(broadcast(events, { prefs: {} }));
console.log(broadcast(events, { quiet: true }));
console.log(preview(events[0]));
