// Hard limits shared by every service; frozen so that no caller can change them.
export const LIMITS = Object.freeze({ timeout: 3000, retries: 5, payloadKb: 256 });

export function pick(value, fallback, label) {
  if (value === undefined) {
    console.log(`${label}: using default ${fallback}`);
  }
  return value ?? fallback;
}

export function clampRetries(n) {
  return Math.min(Math.max(n, 0), LIMITS.retries);
}

export function payloadLimit(kind) {
  if (kind === "upload") {
    return LIMITS.payloadKb * 4;
  }
  return LIMITS.payloadKb;
}
