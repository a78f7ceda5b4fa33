type Grid = number[][];

export function findCell(grid: Grid, target: number): string {
  let where = 'none';
  let visited = 0;
  outer: for (let r = 0; r < grid.length; r++) {
    const row = grid[r];
    for (let c = 0; c < row.length; c++) {
      visited++;
      if (row[c] === target) {
        where = `${r},${c}`;
        break outer;
      }
    }
  }
  return where;
}
