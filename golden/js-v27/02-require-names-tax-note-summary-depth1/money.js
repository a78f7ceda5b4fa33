'use strict';

const CENTS = 100;
const RATE = 0.2;
const SYMBOL = 'EUR';

function toCents(amount, factor = CENTS) {
  const cents = Math.round(amount * factor);
  return cents;
}

function withTax(cents, note) {
  const tax = Math.round(cents * RATE);
  console.log(`tax on ${note}: ${tax}`);
  return cents + tax;
}

function format(cents) {
  const units = (cents / 100).toFixed(2);
  return `${SYMBOL} ${units}`;
}

module.exports = { toCents, withTax, format };
