import { Bus } from './bus.mjs';

function printOrder(order) {
  console.log(`order #${order.id}: ${order.total}`);
}

export function runShop(orders, maxListeners) {
  const seenIds = [];
  const shop = new Bus(maxListeners);
  const audit = new Bus(1);
  shop.on('order', printOrder);
  shop.on('order', (order) => {
    seenIds.push(order.id);
  });
  audit.on('refund', printOrder);
  let reached = 0;
  for (const order of orders) {
    if (order.total <= 0) {
      continue;
    }
    reached += shop.emit('order', order);
  }
  const refunded = audit.emit('refund', { id: 'r1', total: -5 });
  return { reached, refunded, seenIds };
}

const ORDERS = [{ id: 1, total: 20 }, { id: 2, total: 0 }, { id: 3, total: 7 }];
console.log(runShop(ORDERS, 1));
