export const QUOTE = '"';
export const NEWLINE = "\n";
export const TAB = "\t";
export const CR = "\r";
export const TAB_WIDTH = 8;

export function nextTabStop(col: number): number {
  return col + TAB_WIDTH - ((col - 1) % TAB_WIDTH);
}

export function isQuote(ch: string | undefined): boolean {
  return ch === QUOTE;
}

export function describeField(field: { value: string; line: number; col: number; closed: boolean }): string {
  const where = `${field.line}:${field.col}`;
  return field.closed ? `${JSON.stringify(field.value)} ends at ${where}` : `unterminated field at ${where}`;
}
