class Registry {
  static prefix = 'id-';
  static width = 4;
  static limit = 99;

  static register(name, seq) {
    const padded = String(seq).padStart(Registry.width, '0');
    return `${Registry.prefix}${name}-${padded}`;
  }

  static capacity() {
    return Registry.limit;
  }
}

function enroll(names) {
  const ids = [];
  let seq = 0;
  for (const n of names) {
    seq += 1;
    ids.push(Registry.register(n, seq));
  }
  console.log(Registry.capacity());
  return ids;
}
