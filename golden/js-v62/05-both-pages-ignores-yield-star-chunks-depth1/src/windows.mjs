// Windows over groups: generators delegate with yield*, a plain helper clamps sizes.
const MIN_SIZE = 2;
const MAX_SIZE = 5;

function* chunk(values, size) {
  for (let i = 0; i < values.length; i += size) {
    yield values.slice(i, i + size);
  }
}

export function* allChunks(groups, size) {
  for (const g of groups) {
    yield* chunk(g, size);
  }
}

export function clampSize(requested) {
  let size = requested;
  if (size < MIN_SIZE) {
    size = MIN_SIZE;
  }
  if (size > MAX_SIZE) {
    size = MAX_SIZE;
  }
  return size;
}
