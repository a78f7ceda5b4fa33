function run(items) {
  const calls = [];
  let total = 0;
  for (let i = 0; i < items.length; i++) {
    const scaled = items[i] * 10;
    const bump = () => {
      total += scaled;
    };
    calls.push(i);
    bump();
  }
  return total;
}

console.log(run([1, 2]));
