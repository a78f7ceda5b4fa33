export default function price(qty, coupon) {
  const unit = 5;
  const gross = qty * unit;
  console.log(coupon);
  return gross;
}
