// Raw readings arrive as text fields; an empty field is a dropout.
export const DROPOUT = -1;

function trim(raw) {
  return String(raw).trim();
}

export function splitCsv(text) {
  const fields = text.split(",");
  return fields;
}

export function clean(raw) {
  const text = trim(raw);
  if (text === "") {
    return DROPOUT;
  }
  return Number(text);
}

export function countDropouts(values) {
  return values.filter((v) => v === DROPOUT).length;
}
