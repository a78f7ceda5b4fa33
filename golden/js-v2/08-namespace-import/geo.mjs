export const EARTH = 6371;
export const ORIGIN = { x: 0, y: 0 };

function square(v) {
  return v * v;
}

export function dist(a, b) {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return Math.sqrt(square(dx) + square(dy));
}

export function bearing(a, b) {
  const turn = Math.atan2(b.y - a.y, b.x - a.x);
  return turn * EARTH;
}
