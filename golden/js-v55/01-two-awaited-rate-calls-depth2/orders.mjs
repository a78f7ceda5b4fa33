// Order store: orders are loaded asynchronously by id.
export async function loadOrder(id) {
  const orders = [
    { id: 'A-17', amount: 120, currency: 'EUR' },
    { id: 'B-02', amount: 80, currency: 'GBP' },
  ];
  for (const order of orders) {
    if (order.id === id) {
      return { ...order };
    }
  }
  return { id, amount: 0, currency: 'USD' };
}

// Order summaries for the back office (not used by the quote).
export function describeOrder(order) {
  const head = `${order.id} (${order.currency})`;
  if (order.amount === 0) {
    return `${head}: empty`;
  }
  return `${head}: ${order.amount}`;
}

export function sameCurrency(a, b) {
  return a.currency === b.currency;
}
