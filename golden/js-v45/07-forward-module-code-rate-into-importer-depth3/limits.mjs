// Rate limits, computed once when this module is first imported.
const BURST = 12;
export const WINDOW_MS = 1000;
export const RETRY_AFTER_MS = WINDOW_MS * 2;

export function perSecond(burst, windowMs) {
  if (burst > 10) {
    console.log("burst clipped to 10");
    return (10 * 1000) / windowMs;
  }
  return (burst * 1000) / windowMs;
}

export const RATE = perSecond(BURST, WINDOW_MS);
export const LABEL = `burst ${BURST} per ${WINDOW_MS} ms`;
console.log("limits loaded:", LABEL);

export function retryDelay(attempt) {
  return RETRY_AFTER_MS * attempt;
}
