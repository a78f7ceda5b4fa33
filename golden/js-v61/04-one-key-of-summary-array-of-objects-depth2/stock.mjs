// Inventory helpers over an array of { name, count, sold } objects.

export function restock(items, name, qty) {
  for (let i = 0; i < items.length; i++) {
    if (items[i].name === name) {
      items[i].count += qty;
      return i;
    }
  }
  items.push({ name, count: qty, sold: 0 });
  return items.length - 1;
}

export function sell(items, i) {
  items[i].sold += 1;
  items[i].count -= 1;
}

export function soldCount(items) {
  let sold = 0;
  for (const it of items) {
    sold += it.sold;
  }
  return sold;
}
