import { measure } from "./ansi.mjs";

export function layoutLine(text, indent) {
  const pad = " ".repeat(indent);
  const line = pad + text;
  const size = measure(line);
  return { line, width: size.width, lines: size.lines };
}

export function layoutBlock(rows, depth, title) {
  const out = [title];
  let widest = 0;
  for (const row of rows) {
    const cell = layoutLine(row, depth * 2);
    widest = Math.max(widest, cell.width);
    out.push(cell.line);
  }
  return { text: out.join("\n"), widest };
}
