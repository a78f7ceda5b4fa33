export const SKU_PREFIX = 'SKU-';
const PACK_UNITS = { each: 1, box: 12, pallet: 480 };
const SEP = ', ';

export function skuKey(line) {
  const base = line.sku.trim().toUpperCase();
  if (base.startsWith(SKU_PREFIX)) {
    return base;
  }
  return `${SKU_PREFIX}${base}`;
}

export function lineQty(line) {
  const units = PACK_UNITS[line.pack ?? 'each'] ?? 1;
  return line.count * units;
}

export function formatCounts(counts) {
  const parts = Object.entries(counts).map(([sku, n]) => `${sku}=${n}`);
  return parts.join(SEP);
}
