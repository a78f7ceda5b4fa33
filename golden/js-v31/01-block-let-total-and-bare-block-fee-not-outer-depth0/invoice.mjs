const ROUND = 100;

export function invoiceTotal(lines, discount) {
  let total = 0;
  for (const line of lines) {
    total += line.price * line.qty;
  }
  let fee = 5;
  if (discount > 0) {
    let total = Math.round(discount * ROUND) / ROUND;
    fee = 0;
    console.log(`credit ${total}`);
  }
  {
    const fee = total > 50 ? 0 : 2;
    console.log(`handling ${fee}`);
  }
  total = total - discount + fee;
  return Math.round(total * ROUND) / ROUND;
}

const cart = [{ price: 12.5, qty: 2 }, { price: 3, qty: 4 }];
console.log(invoiceTotal(cart, 0));
console.log(invoiceTotal(cart, 1.234));
