function gather(xs, ys) {
  const base = [0];
  const mid = [...xs, 1];
  const side = [...ys];
  const all = [...base, ...mid];
  side.push(9);
  return all.length;
}

console.log(gather([5], [6]));
