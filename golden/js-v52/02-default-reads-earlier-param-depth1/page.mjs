import { frame, gutter, centre } from './layout.mjs';

export function render(cols, rows, title) {
  const wide = cols * 10;
  const tall = rows * 8;
  const gap = gutter(cols);
  const square = frame(wide);
  const banner = frame(wide, tall, 1);
  const heading = centre(title, wide + gap);
  console.log(heading);
  console.log(`square=${square} banner=${banner}`);
  return square + banner;
}

export function preview(cols) {
  const small = frame(cols);
  return small;
}

export function ruler(cols) {
  const marks = [];
  for (let i = 0; i < cols; i++) {
    marks.push(i % 5 === 0 ? '|' : '.');
  }
  return marks.join('');
}
