// Entry point: prices a cart for the summer promotion.
import { priceAll, quoteSingle } from './catalog.mjs';
import { knownSkus } from './store.mjs';

const CART = ['pen', 'pad', 'ink', 'eraser'];
const SEASON = 'summer';

const single = await quoteSingle('ink');
console.log(`ink alone: ${single}`);

const result = await priceAll(CART, SEASON);
const lines = result.rows.map((r) => `${r.label.padEnd(7)}${r.net.toFixed(2)}`);
console.log(lines.join('\n'));
console.log(`total ${result.total.toFixed(2)}`);

const known = knownSkus();
const extra = await quoteSingle('pad');
console.log(`${known.length} known skus, pad alone ${extra}`);
const unknown = CART.filter((sku) => !known.includes(sku));
console.log(`not in store: ${unknown.join(', ')}`);
