export const LIMIT = 10;
export const FLOOR = 0;

export function cap(v) {
  if (v > LIMIT) {
    return LIMIT;
  }
  const low = FLOOR;
  console.log(low);
  return v;
}
