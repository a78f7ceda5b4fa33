// Plain-object shapes with a nested position.

export const ORIGIN = { x: 0, y: 0 };
export const UNIT = 1;

export function makeShape(kind, x, y, size = UNIT) {
  return { kind, pos: { x, y }, size };
}

export function moved(shape, dx) {
  const copy = { ...shape, pos: { ...shape.pos } };
  copy.pos.x += dx;
  copy.kind = `${shape.kind}*`;
  return copy;
}

export function distance(shape, from = ORIGIN) {
  const { pos: { x, y }, kind } = shape;
  const ddx = x - from.x;
  const ddy = y - from.y;
  console.log(`measuring ${kind}`);
  return Math.hypot(ddx, ddy);
}

export function grow(shape, by = shape.size) {
  shape.size += by;
  return shape.size;
}
