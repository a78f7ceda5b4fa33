// Formats user-entered prices such as "12,5" for the receipt.

export function formatPrice(text, currency) {
  const cleaned = text.replace(',', '.');
  const amount = Number(cleaned);
  let note = '';
  if (isNaN(amount)) {
    note = 'invalid';
    console.log(`cannot parse "${text}" (${note})`);
    return 'n/a';
  }
  if (amount > 1000) {
    note = 'large';
  }
  const rounded = amount.toFixed(2);
  const symbol = currency === 'EUR' ? 'EUR ' : 'USD ';
  console.log(`note: ${note || 'none'}`);
  return symbol + rounded;
}
