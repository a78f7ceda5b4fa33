const clamp = (value, lo, hi) => {
  if (value < lo) {
    return lo;
  }
  if (value > hi) {
    return hi;
  }
  const note = "mid";
  return value;
};

function main() {
  const v = 42;
  const min = 0;
  const max = 10;
  const c = clamp(v, min, max);
  return c;
}

console.log(main());
