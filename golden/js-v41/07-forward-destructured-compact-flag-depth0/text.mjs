// Small text helpers shared by the renderers.
export function pad(text, width) {
  if (text.length >= width) {
    return text;
  }
  return text + " ".repeat(width - text.length);
}

export function truncate(text, max) {
  if (text.length <= max) {
    return text;
  }
  return `${text.slice(0, max - 1)}~`;
}

export function indent(block, by = 2) {
  const prefix = " ".repeat(by);
  return block
    .split("\n")
    .map((line) => prefix + line)
    .join("\n");
}
