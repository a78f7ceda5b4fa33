export function pad(text, width) {
  const s = String(text);
  if (s.length >= width) {
    return s.slice(0, width);
  }
  return s + ' '.repeat(width - s.length);
}

export function rule(width, ch = '-') {
  return ch.repeat(width);
}

export function money(cents) {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const frac = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${frac}`;
}

export function row(label, value, width) {
  const left = pad(label, width - 10);
  const right = pad(value, 10);
  return left + right;
}
