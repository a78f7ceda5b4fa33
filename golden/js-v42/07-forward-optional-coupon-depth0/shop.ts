import { Cart, Coupon } from "./cart";

// Coupons on offer this week.
const coupons = new Map<string, Coupon>([
  ["SPRING10", { code: "SPRING10", amount: 10, minimum: 50 }],
  ["WELCOME", { code: "WELCOME", amount: 5 }],
]);

function checkout(codes: string[], useCoupon: boolean): number {
  const cart = new Cart("EUR", 0.2);
  const gift = new Cart("EUR", 0);
  cart.add("book", 30);
  cart.add("pen", 2.5, 4);
  gift.add("card", 3);
  const coupon = useCoupon ? coupons.get(codes[0])! : undefined;
  const due = cart.total(coupon);
  const giftDue = gift.total();
  console.log(`gift ${giftDue}`);
  return due;
}

console.log(checkout(["SPRING10"], true));
