// Order records stored as JSON text and loaded asynchronously.
const STORE = {
  a1: '{"amount": 120, "currency": "EUR", "express": true}',
  b2: '{"amount": 80, "currency": "GBP", "express": false}',
};

function parseOrder(text) {
  const data = JSON.parse(text);
  return {
    amount: Number(data.amount),
    currency: data.currency,
    express: Boolean(data.express),
  };
}

export async function loadOrder(id) {
  const raw = STORE[id];
  console.log(`loading order ${id}`);
  const order = parseOrder(raw);
  return order;
}
