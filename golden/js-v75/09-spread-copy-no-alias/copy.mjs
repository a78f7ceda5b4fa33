const BASE_A = 1;

function bump(obj) {
  obj.a += 100;
}

const base = { a: BASE_A, b: 2 };
const copy = { ...base };
copy.a = 10;
bump(copy);
const r = base.a;
console.log(r, copy.a);
