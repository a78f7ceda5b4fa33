const BASE_RATE: number = 0.05;
const BONUS_RATE: number = 0.02;

function interest(principal: number, rate: number = BASE_RATE): number {
  const gained = principal * rate;
  return principal + gained;
}

export function yearly(amount: number): number {
  const once = interest(amount);
  const twice = interest(once, BONUS_RATE);
  console.log(twice);
  return once;
}
