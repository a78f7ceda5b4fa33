function countDigits(n) {
  let count = 0;
  let rest = Math.abs(n);
  let trace = '';
  do {
    count++;
    trace += rest % 10;
    rest = Math.floor(rest / 10);
  } while (rest > 0);
  console.log(trace);
  return count;
}
