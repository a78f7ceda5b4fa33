class Store {
  constructor() {
    this.data = {};
    this.hits = 0;
  }

  audit(key) {
    console.log('audit', key);
  }

  put(key, value) {
    this.data[key] = value;
  }

  save(key, value) {
    this.audit(key);
    this.put(key, value);
  }
}

function main(k, v) {
  const s = new Store();
  s.save(k, v);
  return s;
}

console.log(main('a', 1));
