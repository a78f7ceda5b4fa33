import { Carrier, Express, Freight } from './carriers.mjs';

function quoteAll(weight) {
  const basic = new Carrier('Post', 5);
  const express = new Express('Swift', 9, '17:00');
  const freight = new Freight('Haul', 40);
  const slow = basic.fee(weight);
  const fast = express.fee(weight);
  const bulk = freight.fee(weight);
  const premium = fast - slow;
  let best = 'post';
  if (bulk < slow) {
    best = 'freight';
  }
  return { best, premium };
}

function rushQuote(weight) {
  const courier = new Express('Dash', 15, '12:00');
  const price = courier.fee(weight);
  return price + 2;
}

const summary = quoteAll(25);
console.log(`best ${summary.best}, express premium ${summary.premium.toFixed(2)}`);
console.log(`rush ${rushQuote(4)}`);
