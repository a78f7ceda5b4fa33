import { checkout, refund, splitBill } from './shop.mjs';

// Three checkouts in one shop; only prices and fees make the totals.
const basePrice = 1999;
const tipText = '1.50';
const why = 'express';
const first = checkout(basePrice, '2.5', tipText, why);

const secondFee = ' 0.75 ';
const giftNote = 'gift wrap';
const second = checkout(basePrice * 2, secondFee, '3', giftNote);

const back = refund(second, 0.5);
console.log(first.cents, second.cents, back.cents);
console.log(splitBill(first, 3));

const late = checkout(500, '0', tipText, '');
console.log(late.cents, late.rounded().cents);

console.log('done');
