// Price catalog, loaded asynchronously on every lookup.
export async function fetchCatalog() {
  const rows = [['pen', 2.5], ['ink', 7], ['pad', 4]];
  return new Map(rows);
}

export async function lookupPrice(sku) {
  const catalog = await fetchCatalog();
  const price = catalog.get(sku);
  return price ?? 0;
}

// Catalog maintenance helpers (not used by the shop run).
export function formatPrice(value) {
  const cents = Math.round(value * 100);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function isKnownSku(sku) {
  const known = ['pen', 'ink', 'pad'];
  return known.includes(sku);
}
