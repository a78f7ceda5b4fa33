// report.mjs — nightly warehouse report: what came in, what came back
import { addStock, describe } from './stock.mjs';

export function nightly(shipments, returns, audit) {
  const skus = new Set();
  const inbound = new Map();
  addStock(inbound, shipments, skus);
  const back = new Map();
  addStock(back, returns, skus);
  if (audit) {
    console.log('audited skus:', [...skus].sort().join(' '));
  }
  const inboundText = describe(inbound);
  const returnedText = describe(back);
  return `in: ${inboundText}\nback: ${returnedText}`;
}

const shipments = [{ sku: 'A1', qty: 5 }, { sku: 'B2', qty: 3 }, { sku: 'A1', qty: 2 }];
const returns = [{ sku: 'B2', qty: 1 }, { sku: 'C3', qty: 4 }, { sku: 'B2', qty: 2 }];
console.log(nightly(shipments, returns, true));
