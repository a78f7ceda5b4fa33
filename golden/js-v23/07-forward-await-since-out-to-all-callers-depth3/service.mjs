import { findUser, ordersSince } from './repo.mjs';

export async function statement(userId, today, days = 30) {
  const since = today - days;
  const user = await findUser(userId);
  const orders = await ordersSince(userId, since);
  let total = 0;
  for (const { total: amount } of orders) {
    total += amount;
  }
  const name = user?.name ?? 'unknown';
  return { name, total, count: orders.length };
}

export async function exists(userId) {
  const user = await findUser(userId);
  return user !== null;
}
