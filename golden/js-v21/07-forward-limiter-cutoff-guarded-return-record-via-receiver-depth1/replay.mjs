import { Limiter } from "./limiter.mjs";

export function replay(times, max) {
  const limiter = new Limiter(max, 1000);
  const accepted = [];
  for (const t of times) {
    const ok = limiter.allow(t);
    if (ok) {
      accepted.push(t);
    } else {
      console.log(`throttled request at ${t} ms`);
    }
  }
  return accepted;
}

console.log(replay([0, 100, 200, 900, 1150, 1200, 2500], 3));
