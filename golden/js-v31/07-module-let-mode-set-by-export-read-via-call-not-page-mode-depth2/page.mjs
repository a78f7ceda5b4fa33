import { setMode, decorate, callCount } from './style.mjs';

let mode = 'draft';

export function markLive() {
  mode = 'live';
}

export function headline(title, style) {
  setMode(style);
  markLive();
  const line = decorate(title.trim());
  return `[${mode}] ${line}`;
}

console.log(headline('  release notes ', 'bold'));
console.log(headline('hotfix', 'shout'));
console.log(headline('typo', 'italic'), callCount());
