// Logging mode held as module state.
const MODES = ['quiet', 'normal', 'verbose'];
let mode = 'normal';
let switches = 0;

export function setMode(next) {
  if (!MODES.includes(next)) {
    throw new Error(`unknown mode ${next}`);
  }
  mode = next;
  switches += 1;
}

export function restoreDefault() {
  mode = 'normal';
}

export function describe() {
  return `mode=${mode}`;
}

export function switchCount() {
  return switches;
}
