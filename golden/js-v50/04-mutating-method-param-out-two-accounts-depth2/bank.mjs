import { Savings, Checking } from './accounts.mjs';

export function monthEnd(name, salary, years) {
  const savings = new Savings(name, 1000, 0.02);
  const checking = new Checking(name, 200, 500);
  checking.deposit(salary);
  savings.deposit(salary * 0.1);
  const before = savings.statement();
  savings.addInterest();
  const outlook = savings.projected(years);
  console.log(before, checking.available().toFixed(2));
  return outlook;
}

console.log(monthEnd('Kim', 2400, 5).toFixed(2));

function feeForecast(months) {
  const probe = new Checking('Lee', 50, 100);
  const monthly = probe.available() > 0 ? 0 : 5;
  return monthly * months;
}

console.log(feeForecast(12));
