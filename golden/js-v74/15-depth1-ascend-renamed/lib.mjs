export function inner(v) {
  const w = v * 2;
  const noise = 1;
  console.log(noise);
  return w;
}
