import Counter from './counter.mjs';

function main() {
  const c = new Counter(5);
  const other = new Counter(1);
  c.inc(2);
  c.show();
  other.reset();
  const v = c.n;
  return v;
}

console.log(main());
