const DEFAULT_H = 2;
const SUFFIX = 'cm';

function area({ w, h = DEFAULT_H, unit }, [scale]) {
  const raw = w * h;
  const label = `${raw} ${unit}${SUFFIX}`;
  console.log(label);
  return raw * scale;
}

export function run(spec, factors) {
  const width = spec.w * 2;
  const depth = spec.d + 1;
  const size = area({ w: width, unit: 'sq' }, factors);
  const other = area({ w: depth, h: 3, unit: 'mm' }, [width]);
  console.log(other);
  return size;
}
