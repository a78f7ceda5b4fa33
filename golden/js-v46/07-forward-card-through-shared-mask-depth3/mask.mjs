// Masking helpers for numbers printed on contact cards.
export function onlyDigits(text) {
  return text.replace(/\D/g, "");
}

export function maskDigits(text, keep) {
  const digits = onlyDigits(text);
  const shown = digits.slice(-keep);
  const hidden = "*".repeat(Math.max(digits.length - keep, 0));
  return `${hidden}${shown}`;
}

export function initials(name) {
  let out = "";
  for (const part of name.split(/\s+/)) {
    if (part.length === 0) {
      continue;
    }
    out += part[0].toUpperCase();
  }
  return out;
}
