function run(items) {
  let total = 0;
  let n = 0;
  const tags = [];
  for (const item of items) {
    const sq = item * item;
    total += sq;
    if (item > 2) {
      n = n + 1;
    }
  }
  tags.push("done");
  console.log(total, n, tags);
  return tags.length;
}

console.log(run([1, 2, 3]));
