// Renders invoice lines through a formatter closure created early.
export function renderInvoice(items, locale) {
  let currency = 'USD';
  const precision = 2;
  const fmt = (amount) => `${amount.toFixed(precision)} ${currency}`;
  const header = fmt(0);
  if (locale === 'de') {
    currency = 'EUR';
  }
  const lines = [];
  for (const item of items) {
    lines.push(fmt(item.price * item.qty));
  }
  currency = 'GBP';
  const footer = `${lines.length} lines`;
  return { header, lines, footer };
}
