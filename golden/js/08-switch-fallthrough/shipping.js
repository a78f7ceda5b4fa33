function shippingCost(kind, weight) {
  let cost = 0;
  let rush = 0;
  let express = false;
  switch (kind) {
    case 'overnight':
      express = true;
      rush = 20;
    case 'priority':
      cost = 10 + rush;
      break;
    case 'ground':
      cost = weight * 2;
      break;
    default:
      cost = -1;
  }
  const label = express ? 'fast' : 'slow';
  return cost;
}
