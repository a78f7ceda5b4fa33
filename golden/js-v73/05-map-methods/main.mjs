function build() {
  const key = "k1";
  const other = "k2";
  const val = 40;
  const m = new Map();
  m.set(key, val);
  const present = m.has(other);
  m.delete(other);
  const copy = new Map(m);
  copy.set("z", 1);
  const got = m.get(key);
  return [got, present, copy.size];
}

console.log(build());
