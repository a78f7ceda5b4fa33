// Order rows parsed into records; a quantity above the cap is refused.
export function parseQty(text, max) {
  const n = Number.parseInt(text, 10);
  if (Number.isNaN(n) || n < 0) {
    throw new Error("bad quantity " + text);
  }
  if (n > max) {
    throw new Error("quantity " + n + " over " + max);
  }
  return n;
}

export function readOrder(fields, maxQty) {
  const order = { sku: fields[0].trim(), qty: 0, notes: [] };
  try {
    order.qty = parseQty(fields[1], maxQty);
    order.notes.push("parsed");
  } catch (err) {
    order.notes.push(err.message);
  }
  console.log("read", order.sku, "limit", maxQty);
  return order;
}
