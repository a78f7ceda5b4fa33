// Asynchronous price and promotion lookups for catalogue items.
const BASE_PRICES = { pen: 2.5, pad: 4, ink: 7.25 };
const PROMOTIONS = { summer: 0.2, winter: 0.1 };

export async function fetchBase(sku) {
  const price = BASE_PRICES[sku];
  return price ?? 0;
}

export async function currentDiscount(season) {
  const rate = PROMOTIONS[season];
  if (rate === undefined) {
    return 0;
  }
  return rate;
}

export function knownSkus() {
  const skus = Object.keys(BASE_PRICES);
  skus.sort();
  return skus;
}
