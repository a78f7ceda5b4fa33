function build(key, val) {
  const m = new Map();
  const arr = [0, 0];
  const other = [1];
  m.set(key, val);
  arr[1] = val;
  other.push(key);
  const got = m.get(key);
  const second = arr[1];
  const o = other[0];
  console.log(o);
  return got + second;
}

console.log(build("a", 4));
