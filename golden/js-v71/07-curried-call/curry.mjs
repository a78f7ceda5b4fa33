function adder(a) {
  const note = "adder";
  return function (b) {
    return a + b;
  };
}

function main() {
  const x = 3;
  const y = 4;
  const z = 100;
  const sum = adder(x)(y);
  console.log(z);
  return sum;
}

console.log(main());
