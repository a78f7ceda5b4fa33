import { toRecord as makeRecord, render, merge } from './log.mjs';

const DEFAULTS = { level: 'info', stamp: '-' };
const BASE_TAGS = ['app'];

export function logLine(message, opts = {}, ...extraTags) {
  const { level, stamp, ...rest } = merge(DEFAULTS, opts);
  const tags = [...BASE_TAGS, ...extraTags];
  const debugBits = [level, tags.length, Object.keys(rest).length];
  const rec = makeRecord(level, message, ...tags);
  const text = render(stamp, rec, ...debugBits);
  return text;
}

export function heartbeat(now) {
  return render(now, makeRecord('debug', 'tick'));
}

export function notify(job, outbox) {
  const line = logLine(`job ${job.id} failed`, { level: 'error', stamp: job.at }, job.queue, 'retry');
  outbox.push(line);
  return outbox.length;
}

const sent = [];
notify({ id: 7, at: '12:00', queue: 'mail', attempt: 3 }, sent);
console.log(sent[0], '|', heartbeat('12:01'));
