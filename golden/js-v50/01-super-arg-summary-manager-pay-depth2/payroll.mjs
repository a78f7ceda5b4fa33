import { Employee, Manager } from './staff.mjs';

const OFFICES = {
  north: { badgePrefix: 'N', floor: 3 },
  south: { badgePrefix: 'S', floor: 1 },
};

function runPayroll(region, baseSalary) {
  const office = OFFICES[region];
  const rate = region === 'north' ? 0.15 : 0.1;
  const mgr = new Manager('Ada', baseSalary * 2, rate, office);
  const clerk = new Employee('Bo', baseSalary, 'C-7');
  clerk.salary += 100;
  const total = mgr.annualPay();
  const clerkPay = clerk.annualPay();
  for (const person of [mgr, clerk]) {
    console.log(person.label());
  }
  return total + clerkPay;
}

console.log(runPayroll('north', 3000));
