function run(flag) {
  let a = 1;
  let b = 2;
  let c = 3;
  let d = 4;
  if (flag) {
    b = a + 5;
  }
  d = d + c;
  console.log(a, b + c);
  return d;
}

run(true);
