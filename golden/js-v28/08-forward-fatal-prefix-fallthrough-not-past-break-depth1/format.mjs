export function stamp(prefix, entry) {
  const mark = prefix ? `[${prefix}]` : '';
  const time = entry.at.toFixed(1);
  return `${time} ${mark} ${entry.msg}`.replace(/\s+/g, ' ');
}

export function shorten(text, width) {
  if (text.length <= width) {
    return text;
  }
  return `${text.slice(0, width - 1)}~`;
}

export function indent(text, depth = 1) {
  const pad = ' '.repeat(depth * 2);
  return `${pad}${text}`;
}
