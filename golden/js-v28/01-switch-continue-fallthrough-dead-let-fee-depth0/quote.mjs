export function quote(parcels, rates) {
  let total = 0;
  let manual = 0;
  for (const p of parcels) {
    let surcharge = 0;
    let fee;
    switch (p.method) {
      case 'pickup':
        continue;
      case 'post':
      case 'letter':
        fee = rates.post;
        break;
      case 'express':
        surcharge = rates.rush; // falls through
      case 'courier':
        fee = rates.courier + surcharge;
        break;
      default:
        manual++;
        fee = rates.flat;
    }
    total += fee * p.qty;
  }
  return { total, manual };
}
