import { sumBy, countWhere, makeLine } from './collections.mjs';

const FLAT_SHIPPING = 4.5;
const HEAVY_SURCHARGE = 2;

const priceOf = (line) => line.price * line.qty;
const weightOf = (parcel) => parcel.kg + parcel.packaging;
const isHeavy = (parcel) => parcel.kg > 10;

function buildCart() {
  const lines = [];
  lines.push(makeLine('A1', 12, 2));
  lines.push(makeLine('B7', 3.5, 4));
  return lines;
}

function invoice(lines, parcels) {
  const goods = sumBy(lines, priceOf);
  const mass = sumBy(parcels, weightOf);
  const heavy = countWhere(parcels, isHeavy);
  const shipping = FLAT_SHIPPING + heavy * HEAVY_SURCHARGE;
  console.log(`goods ${goods} for ${mass} kg`);
  return goods + shipping;
}

const parcels = [
  { kg: 12, packaging: 0.5 },
  { kg: 3, packaging: 0.25 },
];
const cart = buildCart();
const due = invoice(cart, parcels);
console.log(`due ${due}`);
