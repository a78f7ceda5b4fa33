function route(flag, items) {
  const a = [];
  const b = [];
  let count = 0;
  flag ? a.push(items[0]) : b.push(items[1]);
  count += 1;
  return a;
}

console.log(route(true, [4, 5]));
