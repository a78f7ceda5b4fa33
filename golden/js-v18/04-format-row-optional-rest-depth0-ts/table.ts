import { pad, truncate, indentBy } from "./text.js";

export const SEPARATOR = " | ";
export const BORDER = "|";

export function formatRow(cells: string[], width: number, sep?: string, indent = 0, ...flags: string[]): string {
  const custom = sep !== undefined;
  sep ??= SEPARATOR;
  if (flags.includes("wide")) {
    width *= 2;
  }
  const bordered = flags.includes("border");
  const fitted: string[] = [];
  for (const cell of cells) {
    if (cell.length > width) {
      fitted.push(truncate(cell, width));
      continue;
    }
    fitted.push(pad(cell, width));
  }
  const line = fitted.join(sep);
  const edge = bordered ? BORDER : "";
  if (custom) {
    console.debug(`custom separator ${JSON.stringify(sep)}`);
  }
  return `${indentBy(indent)}${edge}${line}${edge}`;
}

export function formatTable(rows: string[][], width: number, ...flags: string[]): string {
  const out: string[] = [];
  for (const row of rows) {
    out.push(formatRow(row, width, undefined, 2, ...flags));
  }
  return out.join("\n");
}

console.log(formatTable([["id", "name"], ["1", "a rather long name"]], 6, "border"));
console.log(formatTable([["2", "wide cells"]], 6, "wide"));
