function process(items, limit) {
  const size = items.length;
  let log = "start";
  if (size > limit) {
    return -1;
  }
  log = "ok";
  const half = limit / 2;
  console.log(log, half);
  return size;
}

function caller() {
  const r = process([1, 2, 3], 2);
  console.log(r);
}

caller();
