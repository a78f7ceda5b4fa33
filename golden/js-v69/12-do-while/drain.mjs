function drain(queue, limit) {
  let taken = 0;
  let noise = 0;
  let n = queue.length;
  do {
    taken += 1;
    noise += 2;
    n -= 1;
  } while (n > 0 && taken < limit);
  return taken;
}

console.log(drain([1, 2, 3], 2));
