// Parses a numeric limit; records every attempt in an audit trail.
export const audit = [];

export function readLimit(raw, fallback) {
  let limit = fallback;
  let tries = 0;
  try {
    tries += 1;
    const n = Number(raw);
    if (Number.isNaN(n)) {
      throw new Error(`bad limit: ${raw}`);
    }
    if (n > 0) {
      return n;
    }
    limit = 0;
  } catch (err) {
    audit.push(err.message);
  } finally {
    audit.push(`tries=${tries}`);
  }
  return limit;
}
