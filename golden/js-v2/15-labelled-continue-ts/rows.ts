type Grid = number[][];

export function cleanRows(grid: Grid, limit: number): number {
  let clean = 0;
  let cells = 0;
  outer: for (const row of grid) {
    for (const v of row) {
      if (v < 0) {
        continue outer;
      }
      cells++;
    }
    clean += 1;
  }
  const capped = Math.min(cells, limit);
  console.log(capped);
  return clean;
}
