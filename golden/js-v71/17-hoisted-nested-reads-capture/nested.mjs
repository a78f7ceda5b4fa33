function main() {
  let t = 1;
  const first = helper();
  t = 5;
  const second = helper();
  console.log(first);
  return second;

  function helper() {
    const pad = 0;
    return t * 2;
  }
}

console.log(main());
