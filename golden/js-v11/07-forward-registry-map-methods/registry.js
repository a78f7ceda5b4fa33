'use strict';

function sortKeys(keys) {
  const copy = [...keys];
  copy.sort();
  return copy;
}

class Registry {
  constructor(name) {
    this.name = name;
    this.items = new Map();
    this.removed = new Set();
  }

  register(key, value) {
    this.items.set(key, value);
    return this;
  }

  unregister(key) {
    this.items.delete(key);
    this.removed.add(key);
  }

  list() {
    return sortKeys(Array.from(this.items.keys()));
  }

  label() {
    return `${this.name}:${this.items.size}`;
  }
}

module.exports = { Registry, sortKeys };
