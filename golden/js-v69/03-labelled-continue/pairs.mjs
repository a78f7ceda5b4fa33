function firstPairs(rows, target) {
  const found = [];
  let scanned = 0;
  outer: for (const row of rows) {
    for (const cell of row) {
      scanned++;
      if (cell < 0) {
        continue outer;
      }
      if (cell === target) {
        found.push(row[0]);
        continue outer;
      }
    }
  }
  console.log(scanned);
  return found;
}

console.log(firstPairs([[1, 2], [3, -1, 5], [5, 6]], 5));
