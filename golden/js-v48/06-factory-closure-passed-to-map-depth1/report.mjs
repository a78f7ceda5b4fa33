import { scaler, compose, trimName, upper, loadPrices } from './units.mjs';

const SHOP = '  corner shop ';
const toMills = (p) => Math.round(p * 1000);

function centsOf(prices) {
  const toCents = scaler(100);
  const cents = prices.map(toCents);
  console.log(`converted ${cents.length} prices`);
  return cents;
}

function header() {
  const clean = compose(upper, trimName);
  return clean(SHOP);
}

const sales = loadPrices('sales');
const refunds = loadPrices('refunds');
const saleCents = centsOf(sales);
const refundCents = centsOf(refunds);
const saleMills = sales.map(toMills);
console.log(header());
console.log(`sales ${saleCents} refunds ${refundCents} mills ${saleMills}`);
