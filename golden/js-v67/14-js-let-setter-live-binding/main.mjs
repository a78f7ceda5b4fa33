import { level, mode, setLevel, setMode } from './state.mjs';

function main(n) {
  setLevel(n);
  setMode('b');
  const seen = level * 10;
  console.log(mode);
  return seen;
}

console.log(main(4));
