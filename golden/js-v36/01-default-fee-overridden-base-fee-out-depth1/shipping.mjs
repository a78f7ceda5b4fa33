const BASE_FEE = 4;
const FREE_OVER = 50;

export function shippingFee(subtotal, fee = BASE_FEE) {
  if (subtotal >= FREE_OVER) {
    return 0;
  }
  const charged = fee * 1.2;
  return Math.round(charged * 100) / 100;
}

export function describeFee(amount) {
  return amount === 0 ? 'free shipping' : `shipping ${amount}`;
}
