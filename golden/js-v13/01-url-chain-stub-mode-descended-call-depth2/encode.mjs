const SAFE_CHARS = "-_.~";
const MAX_SEGMENT = 64;

function percentEncode(text, mode, safe = SAFE_CHARS) {
  if (mode !== "rfc3986" && mode !== "legacy") {
    console.warn(`encode: unknown mode ${mode}`);
  }
  let out = "";
  for (const ch of text) {
    const plain = /[A-Za-z0-9]/.test(ch) || safe.includes(ch);
    out += plain ? ch : encodeURIComponent(ch);
  }
  return out;
}

function encodeSegment(value, mode, field) {
  const text = String(value).trim().slice(0, MAX_SEGMENT);
  if (text.length === 0 && field) {
    console.warn(`encode: empty ${field}`);
  }
  const encoded = percentEncode(text, mode);
  return encoded.length > 0 ? encoded : "-";
}

export function formatSegment(value, width, mode, field) {
  const encoded = encodeSegment(value, mode, field);
  if (width > 0 && encoded.length < width) {
    return encoded.padStart(width, "0");
  }
  return encoded;
}
