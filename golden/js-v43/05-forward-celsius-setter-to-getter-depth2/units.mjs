// Unit helpers shared by the thermostat and the dashboard.
export const ABSOLUTE_ZERO = -273.15;

export function toCelsius(f) {
  return ((f - 32) * 5) / 9;
}

export function round1(x) {
  return Math.round(x * 10) / 10;
}

export function describeDelta(a, b) {
  const diff = round1(a - b);
  if (diff === 0) {
    return "same";
  }
  return diff > 0 ? `+${diff}` : `${diff}`;
}

export const UNITS = ["C", "F", "K"];
