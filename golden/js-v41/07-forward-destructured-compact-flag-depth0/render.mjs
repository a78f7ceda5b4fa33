// Renders build results as text; layout options arrive as one destructured object.
import { pad } from "./text.mjs";

export function render(rows, { compact = false, width = 16, title } = {}) {
  const lines = [];
  const sep = compact ? " " : " | ";
  if (title) {
    lines.push(title.toUpperCase());
  }
  for (const row of rows) {
    const name = pad(row.name, width);
    if (compact && row.ok) {
      lines.push(name.trimEnd());
    } else {
      lines.push([name, row.ok ? "ok" : "FAILED"].join(sep));
    }
  }
  const count = rows.length;
  lines.push("-".repeat(width));
  lines.push(compact ? `${count} builds (compact)` : `${count} builds`);
  return lines.join("\n");
}
