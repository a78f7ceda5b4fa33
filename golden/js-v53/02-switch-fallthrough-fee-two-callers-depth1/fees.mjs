// Monthly fee by plan tier; gold falls through into silver pricing.
export function planFee(tier, months) {
  let fee = 0;
  let bonus = 0;
  let note = '';
  switch (tier) {
    case 'gold':
      bonus = 5;
      note = 'priority support';
    case 'silver':
      fee = 20 - bonus;
      break;
    case 'trial':
      return 0;
    default:
      fee = 30;
  }
  if (note) {
    console.log(`note: ${note}`);
  }
  const total = fee * months;
  return total;
}
