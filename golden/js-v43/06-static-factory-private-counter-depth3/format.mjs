// Formatting helpers for ticket codes and log lines.
export const WIDTH = 6;

export function pad(n) {
  const digits = String(n);
  return digits.padStart(WIDTH, "0");
}

export function banner(title) {
  const line = "=".repeat(title.length + 4);
  return `${line}\n| ${title} |\n${line}`;
}

export function shorten(text, max) {
  if (text.length <= max) {
    return text;
  }
  return `${text.slice(0, max - 1)}~`;
}

export const SEPARATOR = " | ";
