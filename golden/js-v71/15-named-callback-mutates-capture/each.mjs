function each(items, fn) {
  for (const it of items) {
    fn(it);
  }
}

function main() {
  const acc = [];
  const ignored = [];
  function collect(x) {
    acc.push(x * 2);
  }
  function skip(x) {
    ignored.push(x);
  }
  each([1, 2, 3], collect);
  skip(9);
  return acc;
}

console.log(main());
