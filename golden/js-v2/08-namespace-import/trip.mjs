import * as geo from './geo.mjs';

export function leg(from, to, speed) {
  const start = from ?? geo.ORIGIN;
  const d = geo.dist(start, to);
  const heading = geo.bearing(start, to);
  console.log(heading);
  const hours = d / speed;
  return hours;
}
