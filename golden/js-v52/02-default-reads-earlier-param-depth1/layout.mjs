// Box layout helpers for a text page.

export function frame(width, height = width, margin = 2) {
  const inner = height - margin * 2;
  const ratio = width / height;
  console.log(`frame ratio ${ratio.toFixed(2)}`);
  return inner;
}

export function gutter(columns, spacing = 1) {
  let total = 0;
  for (let i = 1; i < columns; i++) {
    total += spacing;
  }
  return total;
}

export function centre(text, width) {
  const pad = Math.max(0, width - text.length);
  const left = Math.floor(pad / 2);
  return ' '.repeat(left) + text;
}
