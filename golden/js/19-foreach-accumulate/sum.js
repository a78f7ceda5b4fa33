function sumPositive(values) {
  let total = 0;
  let skipped = 0;
  values.forEach((v) => {
    if (v > 0) {
      total += v;
    } else {
      skipped += 1;
    }
  });
  const report = `${total}/${skipped}`;
  return total;
}
