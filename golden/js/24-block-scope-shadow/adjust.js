function adjust(base, items) {
  let x = base * 2;
  let z = 5;
  if (items.length > 0) {
    let x = items[0];
    x += 1;
    const z = x * 10;
    console.log(z);
  }
  return x + z;
}
