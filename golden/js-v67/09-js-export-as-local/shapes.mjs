function area(r) {
  const k = 3;
  return k * r * r;
}

function girth(r) {
  return 6 * r;
}

export { area as surface, girth };
