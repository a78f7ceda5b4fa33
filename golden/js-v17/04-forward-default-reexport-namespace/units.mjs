const KIB = 1024;
const SUFFIXES = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];

function scale(bytes, base = KIB) {
  let value = bytes;
  let step = 0;
  while (value >= base && step < SUFFIXES.length - 1) {
    value /= base;
    step += 1;
  }
  return { value, suffix: SUFFIXES[step] };
}

export default function humanSize(bytes, digits = 1) {
  const { value, suffix } = scale(bytes);
  const places = suffix === 'B' ? 0 : digits;
  return `${value.toFixed(places)} ${suffix}`;
}

function ratio(part, whole) {
  if (whole <= 0) {
    return 0;
  }
  return part / whole;
}

export { scale as toUnits, ratio };
