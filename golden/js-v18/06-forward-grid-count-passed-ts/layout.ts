export const MIN_COLUMN = 240;
export const GAP = 16;
export const MAX_WIDTH = 1440;

export function clampWidth(width: number, max: number = MAX_WIDTH): number {
  return Math.min(Math.max(width, 0), max);
}

export function gridTemplate(width: number, count: number = Math.max(1, Math.floor(width / MIN_COLUMN)), gap: number = GAP): string {
  const track = `repeat(${count}, minmax(0, 1fr))`;
  return `${track}; column-gap: ${gap}px`;
}

export function gutter(width: number): number {
  return width > MAX_WIDTH / 2 ? GAP * 2 : GAP;
}
