const KNOWN = ['plain', 'bold', 'shout'];
let mode = 'plain';
let calls = 0;

export function setMode(next) {
  if (KNOWN.includes(next)) {
    mode = next;
  }
}

export function decorate(text) {
  calls += 1;
  if (mode === 'shout') {
    return text.toUpperCase() + '!';
  }
  const body = mode === 'bold' ? `**${text}**` : text;
  return body;
}

export function callCount() {
  return calls;
}
