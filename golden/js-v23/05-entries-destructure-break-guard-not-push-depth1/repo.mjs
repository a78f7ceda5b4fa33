const MONDAY = { a1: { qty: 2, reserved: 1 }, b7: { qty: 40 }, c3: { qty: 0, discontinued: true } };
const TUESDAY = { a1: { qty: 9 }, b7: { qty: 3, reserved: 2 }, d4: { qty: 1 } };
const DAYS = { mon: MONDAY, tue: TUESDAY };

export function loadStock(day) {
  const found = DAYS[day];
  if (!found) {
    return {};
  }
  return { ...found };
}

export function restock(stock, sku, amount) {
  const entry = stock[sku] ?? { qty: 0 };
  stock[sku] = { ...entry, qty: entry.qty + amount };
  return stock;
}
