import { makeShape, moved, distance } from './shapes.mjs';

function analyse(points, step) {
  const [px, py] = points;
  const base = makeShape('dot', px, py);
  const shifted = moved(base, step);
  const near = distance(base);
  const far = distance(shifted, base.pos);
  console.log(`near=${near} far=${far}`);
  return near;
}

function summary(rows) {
  const first = rows[0];
  const gap = rows.length;
  const value = analyse(first, gap);
  return value.toFixed(1);
}

const rows = [[3, 4], [6, 8]];
const text = summary(rows);
console.log(`summary ${text}`);
