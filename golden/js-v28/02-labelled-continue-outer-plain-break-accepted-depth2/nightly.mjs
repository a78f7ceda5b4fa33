import { countAccepted } from './batch.mjs';

export function nightly(stores, config) {
  const blocked = config.blockedSku ?? 'NONE';
  const label = config.label || 'nightly';
  let total = 0;
  for (const store of stores) {
    if (store.closed) {
      continue;
    }
    const result = countAccepted(store.orders, blocked, label);
    total += result.accepted;
    console.log(`${label} ${store.name}: ${result.ids.join(' ')}`);
  }
  return total;
}

const STORES = [
  {
    name: 'north',
    orders: [
      { id: 1, lines: [{ sku: 'A', qty: 2 }, { sku: 'B', qty: 1 }] },
      { id: 2, lines: [{ sku: 'A', qty: 0 }] },
      { id: 3, lines: [{ sku: 'X', qty: 1 }, { sku: 'C', qty: 0 }] },
    ],
  },
  { name: 'south', closed: true, orders: [{ id: 4, lines: [] }] },
];
const CONFIG = { blockedSku: 'X' };
console.log(`accepted ${nightly(STORES, CONFIG)}`);
