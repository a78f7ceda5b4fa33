export const MAX_QTY = 50;

export function checkQuantity(sku, qty) {
  if (!Number.isInteger(qty)) {
    throw new Error(`quantity for ${sku} must be a whole number`);
  }
  if (qty > MAX_QTY) {
    throw new Error(`quantity for ${sku} exceeds ${MAX_QTY}`);
  }
  return qty;
}

export function priceOf(catalog, sku) {
  const entry = catalog.get(sku);
  return entry?.price ?? 0;
}
