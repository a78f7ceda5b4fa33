// Price rules shared by orders and returns.

export const VAT = 0.2;
export const RESTOCK_FEE = 0.15;

export function gross(line) {
  const net = line.unit * line.qty;
  return net * (1 + VAT);
}

export function restocked(line) {
  const net = line.unit * line.qty;
  return net * (1 - RESTOCK_FEE);
}

export function add(sum, amount) {
  return sum + amount;
}

export function makeOrder(id, lines) {
  const stamp = '2024-05-01';
  return { id, lines, stamp };
}
