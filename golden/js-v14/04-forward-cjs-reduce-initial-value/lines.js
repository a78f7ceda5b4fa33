'use strict';
const VAT = { standard: 0.21, reduced: 0.09 };
const CENTS = 100;

function net(line) {
  return line.unitPrice * line.qty;
}

function addLine(acc, line) {
  const rate = VAT[line.vatClass] ?? VAT.standard;
  const gross = Math.round(net(line) * (1 + rate) * CENTS) / CENTS;
  if (line.gift === true) {
    return acc;
  }
  return acc + gross;
}

function isBackordered(line) {
  return line.stock < line.qty;
}

function formatMoney(amount, currency) {
  const fixed = (Math.round(amount * CENTS) / CENTS).toFixed(2);
  return `${fixed} ${currency}`;
}

module.exports = { addLine, isBackordered, formatMoney };
