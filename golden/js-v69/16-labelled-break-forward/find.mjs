function find(grid, target) {
  let row = -1;
  let steps = 0;
  outer: for (let r = 0; r < grid.length; r++) {
    for (const v of grid[r]) {
      if (v === target) {
        row = r;
        break outer;
      }
      steps++;
    }
  }
  console.log(steps);
  return row;
}

console.log(find([[1, 2], [3, 4]], 3));
