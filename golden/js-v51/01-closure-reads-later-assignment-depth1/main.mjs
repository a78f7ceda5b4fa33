import { renderInvoice } from './format.mjs';

const cart = [
  { price: 4.5, qty: 2 },
  { price: 10, qty: 1 },
];
const region = process.argv[2] || 'de';
const extra = [{ price: 1, qty: 3 }];
const invoice = renderInvoice(cart, region);
console.log(invoice.header);
console.log(invoice.lines.join('\n'));
const refund = renderInvoice(extra, 'us');
console.log(refund.footer);
