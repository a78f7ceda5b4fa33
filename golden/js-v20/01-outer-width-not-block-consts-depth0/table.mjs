import { textWidth, padCell, DEFAULT_WIDTH } from './cells.mjs';

export function renderColumn(title, cells, opts) {
  let width = opts.width ?? DEFAULT_WIDTH;
  let widest = 0;
  for (const cell of cells) {
    const width = textWidth(cell);
    if (width > widest) {
      widest = width;
    }
  }
  if (opts.fit) {
    width = Math.max(widest, textWidth(title));
  }
  const rows = cells.map((cell) => padCell(cell, width));
  if (opts.ruler) {
    const width = Math.max(widest, 3);
    rows.push('-'.repeat(width));
  }
  const header = padCell(title, width);
  return [header, ...rows].join('\n');
}

const NAMES = ['ada', 'grace hopper', 'linus'];
console.log(renderColumn('name', NAMES, { fit: true, ruler: true }));
console.log(renderColumn('name', NAMES, { width: 6, ruler: true }));
