import { eachSample } from './samples.mjs';

const LIMIT = 80;

export function hostReport(readings, host) {
  const samples = readings.filter((r) => r.host === host);
  let peak = 0;
  const names = [];
  const header = `${host}: ${readings.length} readings`;
  const used = eachSample(samples, (name, value) => {
    if (value > peak) {
      peak = value;
    }
    names.push(name);
  });
  const busy = peak > LIMIT;
  return { header, busy, used, names };
}

export function fleetNames(readings) {
  const all = [];
  eachSample(readings, (name) => {
    all.push(name.toUpperCase());
  });
  return all;
}
