// Customer data: delivery zone and billing currency.
function normalizeCity(name) {
  return name.trim().toLowerCase();
}

export function zoneOf(address) {
  const city = normalizeCity(address.city);
  if (city === 'lyon' || city === 'villeurbanne') {
    return 'local';
  }
  return 'national';
}

export function currencyOf(country) {
  if (country === 'CH') {
    return 'CHF';
  }
  return 'EUR';
}
