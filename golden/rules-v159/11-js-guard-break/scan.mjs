function firstBig(items, limit) {
  let idx = -1;
  let checked = 0;
  let i = 0;
  while (i < items.length) {
    const big = items[i] > limit;
    if (big) {
      idx = i;
      break;
    }
    checked += 1;
    i++;
  }
  console.log(checked);
  return idx;
}

function main() {
  const xs = [1, 5, 9];
  const pos = firstBig(xs, 4);
  console.log(pos);
}

main();
