// stock.mjs — ledger helpers shared by the warehouse reports
export function addStock(ledger, rows, seen) {
  for (const row of rows) {
    seen.add(row.sku);
    const prev = ledger.get(row.sku) ?? 0;
    ledger.set(row.sku, prev + row.qty);
  }
}

function formatQty(qty) {
  const sign = qty < 0 ? '-' : '';
  return `${sign}${Math.abs(qty)}u`;
}

export function describe(ledger) {
  const parts = [];
  for (const [sku, qty] of ledger) {
    parts.push(`${sku}=${formatQty(qty)}`);
  }
  return parts.join(', ');
}
