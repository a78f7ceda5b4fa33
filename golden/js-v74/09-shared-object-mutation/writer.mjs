import { state } from './state.mjs';

export function bump(n) {
  state.count += n;
}

export function rename(s) {
  state.name = s;
}
