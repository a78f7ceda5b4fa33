class Reader {
  constructor(source) {
    this.source = source;
    this.hits = 0;
    this.closed = 0;
  }

  read(key) {
    try {
      if (!this.source.has(key)) {
        return null;
      }
      this.hits += 1;
      const value = this.source.get(key);
      if (value === undefined) {
        return '';
      }
      return value.trim();
    } finally {
      this.closed += 1;
    }
  }

  size() {
    return this.source.size;
  }
}

function audit(source, keys) {
  const reader = new Reader(source);
  for (const k of keys) {
    reader.read(k);
  }
  const n = reader.size();
  console.log(n);
  return reader;
}
