function leaf(z) {
  const k = z * 3;
  return k;
}

const mid = (y) => leaf(y) + 1;

function top(x, spare) {
  const w = mid(x);
  const v = spare * 2;
  console.log(v);
  return w;
}

const answer = top(4, 9);
console.log(answer);
