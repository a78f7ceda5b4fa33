export let level = 1;
export let mode = 'a';

export function setLevel(v) {
  if (v > 0) {
    level = v;
  }
}

export function setMode(m) {
  mode = m;
}
