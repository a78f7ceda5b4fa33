function scale(v, k) {
  const d = v * 2;
  const unused = k + 1;
  console.log(unused);
  return d;
}

function first() {
  const a = scale(3, 1);
  const b = a + 1;
  return b;
}

function second() {
  const c = scale(5, 2);
  console.log(c);
}

function top() {
  const r = first();
  console.log(r);
}

top();
second();
