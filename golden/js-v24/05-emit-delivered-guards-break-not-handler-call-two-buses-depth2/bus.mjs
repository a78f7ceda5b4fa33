export class Bus {
  constructor(limit) {
    this.limit = limit;
    this.topics = new Map();
  }

  on(topic, fn) {
    const list = this.topics.get(topic) ?? [];
    list.push(fn);
    this.topics.set(topic, list);
  }

  emit(topic, payload) {
    const list = this.topics.get(topic);
    if (!list) {
      console.warn(`no listener for ${topic}`);
      return 0;
    }
    let delivered = 0;
    for (const fn of list) {
      if (delivered >= this.limit) {
        break;
      }
      fn(payload);
      delivered += 1;
    }
    return delivered;
  }
}
