const MIN_SIZE = 1;

function* chunks(items, size) {
  const limit = Math.max(MIN_SIZE, size);
  let batch = [];
  let dropped = 0;
  for (const item of items) {
    if (item === null) {
      dropped += 1;
      continue;
    }
    batch.push(item);
    if (batch.length >= limit) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) {
    yield batch;
  }
}

function totalLength(rows, width) {
  let count = 0;
  for (const part of chunks(rows, width)) {
    count += part.length;
  }
  return count;
}
