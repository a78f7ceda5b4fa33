// Stock levels per warehouse; the north warehouse keeps two units reserved.
export async function fetchStock(sku, warehouse) {
  const levels = { pen: 12, ink: 3, pad: 6 };
  const base = levels[sku] ?? 0;
  const reserved = warehouse === 'north' ? 2 : 0;
  return base - reserved;
}

// Formatting helpers used by the warehouse dashboard (not by the planner).
export function formatLevel(sku, level) {
  const padded = String(level).padStart(3, ' ');
  return `${sku.padEnd(6, '.')}${padded}`;
}

export function isLow(level, minimum) {
  if (level < 0) {
    return true;
  }
  return level < minimum;
}

export const WAREHOUSES = ['north', 'south'];
