function makeMultiplier(k) {
  const unused = k + 1;
  return (x) => {
    const r = x * k;
    return r;
  };
}

function run() {
  const factor = 4;
  const noise = 9;
  const times4 = makeMultiplier(factor);
  const y = times4(5);
  const z = noise * 2;
  console.log(y, z);
  return y;
}

run();
