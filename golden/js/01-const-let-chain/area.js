function area(width, height) {
  const margin = 2;
  let w = width + margin;
  let h = 1;
  const unused = w * 100;
  h = height + margin;
  w = w * 2;
  const result = w * h;
  return result;
}
