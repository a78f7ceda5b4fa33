import { TextTable } from "./table.mjs";

const WIDTHS = [12, 7, 5];
const TITLE = " disk usage ";
const COLUMN_GAP = "  ";
const ROWS = [
  ["/var/lib/docker", 412, "ok"],
  ["/home|shared", 18230, "warn"],
  ["/tmp", null, "n/a"],
];

function joinCells(cells, sep, indent) {
  const inner = cells.join(COLUMN_GAP);
  const margin = " ".repeat(indent);
  return `${margin}${sep} ${inner} ${sep}`;
}

export function renderRows(rows, title, border) {
  const table = new TextTable(title, border);
  const lines = [table.banner(30)];
  for (const row of rows) {
    const cells = [];
    for (let i = 0; i < row.length; i++) {
      cells.push(table.cell(row[i], WIDTHS[i]));
    }
    lines.push(joinCells(cells, table.border, 2));
  }
  return lines.join("\n");
}

console.log(renderRows(ROWS, TITLE, "|"));
