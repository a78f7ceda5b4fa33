function makeCounter(start) {
  let count = start;
  const step = 2;
  const label = 'counter';
  function bump() {
    count += step;
  }
  function show() {
    return `${label}=${count}`;
  }
  bump();
  console.log(show());
  bump();
  return count;
}
