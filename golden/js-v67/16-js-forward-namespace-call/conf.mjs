export const RATE = 3;
export const NAME = 'svc';

export function fee(amount) {
  const f = amount * RATE;
  return f;
}
