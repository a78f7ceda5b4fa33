// Plugin registry: module-level containers mutated in place.
const handlers = new Map();
const order = [];

export function register(name, label) {
  handlers.set(name, label);
  order.push(name);
}

export function unregisterAll() {
  handlers.clear();
}

export function has(name) {
  return handlers.has(name);
}

export function names() {
  return order.join(',');
}

export function forget(name) {
  const at = order.indexOf(name);
  if (at >= 0) {
    order.splice(at, 1);
  }
}
