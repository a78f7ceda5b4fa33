// Sensor helpers. main.mjs imports this module as a namespace; clean is re-exported.
export { clean } from "./filters.mjs";

export const LIMIT = 100;
export const UNITS = "kPa";

export function scale(v, factor) {
  const scaled = v * factor;
  return scaled;
}

export function describe(total, count) {
  if (count === 0) {
    return "no readings";
  }
  return `${count} readings, total ${total} ${UNITS}`;
}

export function calibrate(v, offset) {
  return scale(v + offset, 1);
}
