function helper(k) {
  const s = k * k;
  return s;
}

function run() {
  let total = 0;
  const add = (n) => {
    total += helper(n);
  };
  add(3);
  const noise = 2;
  console.log(total, noise);
}

run();
