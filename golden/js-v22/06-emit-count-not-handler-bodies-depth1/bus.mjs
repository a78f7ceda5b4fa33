// A tiny synchronous event bus: handlers are kept in a plain array.

export function on(handlers, fn) {
  handlers.push(fn);
  return handlers.length;
}

export function emit(handlers, event, max) {
  let delivered = 0;
  for (const handler of handlers) {
    if (delivered >= max) {
      break;
    }
    handler(event);
    delivered += 1;
  }
  return delivered;
}
