function walk(arr, start) {
  let hits = 100;
  let i;
  let seen = 0;
  for (i = 0, hits = start; i < arr.length; i++, hits += 2) {
    seen += arr[i];
  }
  console.log(seen);
  return hits;
}

console.log(walk([1, 2, 3], 5));
