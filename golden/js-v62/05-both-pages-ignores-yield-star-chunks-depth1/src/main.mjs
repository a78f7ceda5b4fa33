import { allChunks, clampSize } from './windows.mjs';

// Plans pages of `size` items; the chunk generator only feeds a log line.
function plan(groups, requested) {
  const size = clampSize(requested);
  const spare = requested - size;
  const batches = [...allChunks(groups, 3)];
  const pages = Math.ceil(groups.flat().length / size);
  console.log('batches', batches.length, 'spare', spare);
  const summary = `${pages} pages of ${size}`;
  console.log(summary);
  return pages;
}

const teams = [[1, 2, 3], [4, 5], [6, 7, 8, 9]];
const wanted = 1;
const first = plan(teams, wanted);
const second = plan([[10, 11]], 9);
const label = 'plan';
console.log(label, first, second);
