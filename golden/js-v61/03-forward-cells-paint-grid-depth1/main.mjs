import { makeGrid, paint } from './grid.mjs';

const size = 4;
const grid = makeGrid(size, size, '.');
const shadow = makeGrid(size, size, '.');
const cells = [[0, 0], [1, 2], [1, 2], [3, 3]];
const count = paint(grid, cells, '#');
shadow[0][1] = '+';
const lines = grid.map((row) => row.join(''));
console.log(lines.join('\n'));
console.log(`painted ${count}`);
console.log(`shadow: ${shadow[0].join('')}`);
