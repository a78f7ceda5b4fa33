export class Emitter {
  constructor() {
    this.handlers = {};
  }

  on(name, fn) {
    if (!this.handlers[name]) {
      this.handlers[name] = [];
    }
    this.handlers[name].push(fn);
    return this;
  }

  emit(name, payload) {
    const list = this.handlers[name] ?? [];
    for (const fn of list) {
      fn(payload);
    }
    return list.length;
  }

  count(name) {
    const list = this.handlers[name];
    return list ? list.length : 0;
  }
}
