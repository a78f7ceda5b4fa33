// Table rows whose numbers are multiplied by a module-level scale.
let scale = 1;
let digits = 1;

export function useScale(s) {
  scale = s;
}

export function useDigits(d) {
  digits = d;
}

function cell(v) {
  const n = v * scale;
  return n.toFixed(digits);
}

export function row(values) {
  const cells = [];
  for (const v of values) {
    cells.push(cell(v));
  }
  return cells.join(' | ');
}
