export const BOM = '\uFEFF';
export const SEPARATOR = ',';
export const TAG_JOIN = ';';

export function stripBom(text) {
  return text.startsWith(BOM) ? text.slice(BOM.length) : text;
}

export function splitRow(line, sep = SEPARATOR) {
  return line.split(sep).map((cell) => cell.trim());
}

export function quote(cell) {
  const needsQuotes = /[",\n]/.test(cell);
  return needsQuotes ? `"${cell.replace(/"/g, '""')}"` : cell;
}
