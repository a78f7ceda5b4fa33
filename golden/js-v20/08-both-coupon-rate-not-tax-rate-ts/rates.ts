export const TAX: Record<string, number> = { DE: 0.19, FR: 0.2, JP: 0.1 };
export const COUPONS: Record<string, number> = { SPRING10: 0.1, STAFF: 0.25 };
const DEFAULT_TAX = 0.2;

export function taxRate(region: string): number {
  return TAX[region.toUpperCase()] ?? DEFAULT_TAX;
}

export function roundTo(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

export function percent(rate: number): string {
  return `${roundTo(rate * 100, 1)}%`;
}
