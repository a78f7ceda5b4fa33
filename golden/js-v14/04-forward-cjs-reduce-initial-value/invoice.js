'use strict';
const { addLine, isBackordered, formatMoney } = require('./lines');

const SHIPPING = 4.95;
const FREE_FROM = 50;

function invoiceTotal(order) {
  const credit = Math.min(order.credit ?? 0, order.creditCap ?? 10);
  const lines = order.lines.filter((line) => line.qty > 0);
  const subtotal = lines.reduce(addLine, -credit);
  const delayed = lines.some(isBackordered);
  let shipping = subtotal + credit >= FREE_FROM ? 0 : SHIPPING;
  if (delayed) {
    shipping = 0;
  }
  console.log(`${order.id}: ${lines.length} lines, credit ${credit}`);
  return subtotal + shipping;
}

function printInvoice(order) {
  const total = invoiceTotal(order);
  const text = formatMoney(total, order.currency);
  return `${order.id}: ${text}`;
}

function totalDue(orders) {
  const totals = orders.map(invoiceTotal);
  return totals.reduce((sum, t) => sum + t, 0);
}

const ORDERS = [
  { id: 'A-1', currency: 'EUR', credit: 5, lines: [{ unitPrice: 20, qty: 2, vatClass: 'standard', stock: 9 }] },
  { id: 'A-2', currency: 'EUR', credit: 25, lines: [{ unitPrice: 3, qty: 4, vatClass: 'reduced', stock: 1 }, { unitPrice: 9, qty: 1, gift: true, stock: 5 }] },
];
console.log(printInvoice(ORDERS[0]));
console.log(`due: ${totalDue(ORDERS).toFixed(2)}`);
