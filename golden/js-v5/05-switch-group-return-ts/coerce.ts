const TRUE_WORDS = ["true", "yes", "1"];
const LIMIT = 65535;

function toInt(raw: string): number {
  return Number.parseInt(raw, 10);
}

export function coerce(type: string, raw: string, fallback: number): number {
  let value = Number(raw);
  const rounded = Math.round(value);
  switch (type.toLowerCase()) {
    case "bool":
    case "boolean":
      value = TRUE_WORDS.includes(raw) ? 1 : 0;
      break;
    case "port":
      value = Math.min(toInt(raw), LIMIT);
      console.log("port", value);
      break;
    case "int":
    case "integer":
      return rounded;
  }
  if (Number.isNaN(value)) {
    value = fallback;
  }
  return value;
}

export function readPort(text: string): number {
  return coerce("port", text, 80);
}
