function audit() {
  const limits = { cpu: 2, mem: 4 };
  const other = { cpu: 1 };
  limits.disk = 9;
  other.disk = 1;
  const threshold = 3;
  let big = 0;
  let names = [];
  for (const [k, v] of Object.entries(limits)) {
    if (v > threshold) {
      big += 1;
      names.push(k);
    }
  }
  return big;
}

console.log(audit());
