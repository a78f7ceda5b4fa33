// A character grid stored as an array of row arrays.

export function makeGrid(rows, cols, blank) {
  const grid = [];
  for (let r = 0; r < rows; r++) {
    grid.push(new Array(cols).fill(blank));
  }
  return grid;
}

export function paint(grid, cells, mark) {
  let painted = 0;
  for (const [r, c] of cells) {
    if (grid[r][c] === mark) {
      continue;
    }
    grid[r][c] = mark;
    painted += 1;
  }
  return painted;
}
