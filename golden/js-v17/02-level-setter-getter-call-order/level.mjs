const LEVELS = ['debug', 'info', 'warn', 'error'];
const DEFAULT_LEVEL = 1;

let threshold = DEFAULT_LEVEL;
let muted = false;

export function setLevel(name) {
  const index = LEVELS.indexOf(name);
  if (index >= 0) {
    threshold = index;
  }
  return index >= 0;
}

export function mute(flag) {
  muted = flag;
}

export function enabled(name) {
  if (muted) {
    return false;
  }
  return LEVELS.indexOf(name) >= threshold;
}

export function currentLevel() {
  return LEVELS[threshold];
}
