// Exchange rates against USD, looked up asynchronously.
const AUDIT = [];

export async function fetchRate(code, verbose) {
  const table = { EUR: 1.1, GBP: 1.25, USD: 1, JPY: 0.0067 };
  if (verbose) {
    console.log(`looking up ${code}`);
  }
  AUDIT.push(code);
  const rate = table[code] ?? 1;
  return rate;
}

export function auditLog() {
  return AUDIT.join(',');
}

export function resetAudit() {
  AUDIT.length = 0;
  return true;
}
