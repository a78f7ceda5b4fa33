export const WIDTH = 40;
const SECRET = /(token|password)=\S+/g;

export function redact(text) {
  return text.replace(SECRET, '$1=***');
}

export function clip(text, width) {
  if (text.length <= width) {
    return text;
  }
  const cut = text.slice(0, width - 1);
  return `${cut}~`;
}

export function indent(lines, depth) {
  const pad = ' '.repeat(depth * 2);
  return lines.map((line) => pad + line);
}
