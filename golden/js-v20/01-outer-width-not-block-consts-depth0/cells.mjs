export const DEFAULT_WIDTH = 8;
const ELLIPSIS = '~';
const FILL = '.';

export function textWidth(value) {
  const text = String(value ?? '');
  return [...text].length;
}

export function padCell(value, width) {
  const text = String(value ?? '');
  if ([...text].length > width) {
    return text.slice(0, width - 1) + ELLIPSIS;
  }
  return text.padEnd(width, FILL);
}

export function center(value, width) {
  const text = String(value ?? '');
  const left = Math.floor((width - text.length) / 2);
  return ' '.repeat(Math.max(left, 0)) + text;
}
