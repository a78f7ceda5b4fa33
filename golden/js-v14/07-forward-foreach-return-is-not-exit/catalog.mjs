export const BULK_QTY = 100;
export const REVIEW_DAYS = 14;
const PACKS = { bolt: 25, nut: 100 };
const DISCONTINUED = new Set(['washer-old']);

export function isDiscontinued(product) {
  return DISCONTINUED.has(product.sku) || product.retired === true;
}

export function leadDays(product) {
  return product.supplier === 'overseas' ? 30 : 7;
}

export function packSize(product, needed) {
  const pack = PACKS[product.kind] ?? 1;
  return Math.ceil(needed / pack) * pack;
}
