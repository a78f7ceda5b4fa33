function fill(buf, n) {
  for (let i = 0; i < n; i++) {
    buf.push(i);
  }
}

function run() {
  const buf = [];
  let n = 2;
  buf.push(9);
  n = n + 1;
  fill(buf, n);
  console.log(buf.length, n);
}

run();
