const USERS = [{ id: 1, name: 'Ada' }, { id: 2, name: 'Linus' }];
const ORDERS = [{ user: 1, total: 40, day: 3 }, { user: 1, total: 15, day: 12 }, { user: 2, total: 9, day: 5 }, { user: 1, total: 22, day: 20 }];

function matches(order, userId, since) {
  return order.user === userId && order.day >= since;
}

export async function findUser(id) {
  for (const user of USERS) {
    if (user.id === id) {
      return { ...user };
    }
  }
  return null;
}

export async function ordersSince(userId, since, { limit = 10 } = {}) {
  const rows = [];
  for (const order of ORDERS) {
    if (matches(order, userId, since)) {
      rows.push({ ...order });
    }
    if (rows.length >= limit) {
      break;
    }
  }
  return rows;
}
