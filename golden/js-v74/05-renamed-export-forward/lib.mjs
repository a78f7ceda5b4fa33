function internal(v, w) {
  const scaled = v + 10;
  const side = w * 2;
  console.log(side);
  return scaled;
}

function other(v) {
  return v - 1;
}

export { internal as publicFn, other };
