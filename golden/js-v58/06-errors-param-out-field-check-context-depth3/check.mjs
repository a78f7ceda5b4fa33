// Validates one numeric field and records problems in a shared list.

export function checkField(name, raw, fallback, errors) {
  const value = Number(raw);
  if (isNaN(value)) {
    errors.push(`${name} is not a number`);
    return fallback;
  }
  if (value < 0) {
    errors.push(`${name} is negative`);
  }
  return value;
}
