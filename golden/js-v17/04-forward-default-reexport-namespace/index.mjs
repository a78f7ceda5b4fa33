import { ratio } from './units.mjs';
export { default as humanSize, toUnits } from './units.mjs';
export { ratio as share } from './units.mjs';

export const VERSION = '2.1.0';
const WARN_AT = 80;
const CRITICAL_AT = 95;

export function usage(used, total) {
  const share = ratio(used, total);
  return Math.round(share * 100);
}

export function status(pct) {
  if (pct >= CRITICAL_AT) {
    return 'critical';
  }
  if (pct >= WARN_AT) {
    return 'warning';
  }
  return 'ok';
}
