const TAX = { eu: 0.2, uk: 0.2, us: 0.07 };

export function invoiceTotals(lines, region) {
  const rate = TAX[region] ?? 0;
  const skus = lines.map((l) => l.sku.toUpperCase());
  const net = lines.reduce((sum, l) => sum + l.qty * l.price, 0);
  const taxed = lines.map((l) => l.qty * l.price * (1 + rate));
  let gross = 0;
  const big = [];
  taxed.forEach((amount, i) => {
    gross += amount;
    if (amount > 100) {
      big.push(skus[i]);
    }
  });
  console.log(`${skus.length} lines, net ${net.toFixed(2)}, rate ${rate}`);
  return { gross: Math.round(gross * 100) / 100, big };
}
