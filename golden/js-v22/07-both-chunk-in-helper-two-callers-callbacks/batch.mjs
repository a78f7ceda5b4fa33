// Split a list into fixed-size chunks and hand each chunk to a callback.

export function inBatches(items, size, fn) {
  let start = 0;
  let calls = 0;
  while (start < items.length) {
    const chunk = items.slice(start, start + size);
    fn(chunk, calls);
    start += size;
    calls += 1;
  }
  return calls;
}

export function chunkCount(length, size) {
  return Math.ceil(length / size);
}
