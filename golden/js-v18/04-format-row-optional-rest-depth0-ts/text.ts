export const FILL = " ";
export const MARK = "~";

export function pad(text: string, width: number, fill: string = FILL): string {
  return text.padEnd(width, fill);
}

export function truncate(text: string, width: number, mark: string = MARK): string {
  const room = Math.max(0, width - mark.length);
  return `${text.slice(0, room)}${mark}`;
}

export function indentBy(level: number, unit: string = "  "): string {
  return unit.repeat(level);
}

export function visibleLength(text: string): number {
  return [...text].length;
}
