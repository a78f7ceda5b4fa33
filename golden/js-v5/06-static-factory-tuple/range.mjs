import { Version } from './version.mjs';

const CHANNELS = { stable: '1.0 - 1.9', next: '2.0 - 2.9' };

function splitRange(range, sep) {
  const at = range.indexOf(sep);
  const lo = range.slice(0, at);
  const hi = range.slice(at + sep.length);
  return [lo.trim(), hi.trim()];
}

function upper(range, label) {
  const [, hiText] = splitRange(range, ' - ');
  const top = Version.parse(hiText);
  console.log(label, hiText);
  return top;
}

function allows(range, text) {
  const tag = text.toUpperCase();
  const top = upper(range, tag);
  const v = Version.parse(text);
  return Version.compare(v, top) <= 0;
}

function expand(name) {
  return CHANNELS[name] ?? name;
}

function rangeFor(channel) {
  const key = channel.toLowerCase();
  return expand(key);
}

const wanted = rangeFor('Stable');
console.log(allows(wanted, 'v1.4'));
