// Walks a series of readings until two neighbours differ by at most tolerance.
export function firstStable(readings, tolerance) {
  let i = 0;
  let prev = readings[0];
  let diff = 0;
  let steps = 0;
  do {
    i++;
    diff = Math.abs(readings[i] - prev);
    prev = readings[i];
    steps += 1;
  } while (diff > tolerance && i < readings.length - 1);
  const stable = diff <= tolerance ? prev : null;
  console.log(`checked ${steps} pairs`);
  return stable;
}
