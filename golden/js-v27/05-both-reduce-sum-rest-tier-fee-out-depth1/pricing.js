'use strict';

const DISCOUNTS = { gold: 0.1, silver: 0.05 };

function subtotal(lines, tier = 'none', ...extras) {
  const rate = DISCOUNTS[tier] || 0;
  const paid = lines.filter((l) => !l.free);
  const sum = paid.reduce((acc, l) => acc + l.price * l.qty, 0);
  const bonus = extras.reduce((acc, e) => acc + e, 0);
  const count = paid.length;
  console.log(`${count} paid lines`);
  return Math.round(sum * (1 - rate)) + bonus;
}

module.exports = { subtotal, DISCOUNTS };
