import { incomeTax } from './tax.mjs';
import { bracketsFor, monthlyGross } from './rates.mjs';

export function netPay(gross, region) {
  const brackets = bracketsFor(region);
  const allowance = region === 'north' ? 150 : 100;
  const tax = incomeTax(gross - allowance, brackets);
  const pension = Math.round(gross * 0.05);
  return gross - tax - pension;
}

export function payslip(employee, month) {
  const gross = monthlyGross(employee, month);
  const net = netPay(gross, employee.region);
  const title = `${employee.name} (${month})`;
  return `${title}: gross ${gross.toFixed(2)}, net ${net.toFixed(2)}`;
}

export function runPayroll(staff, month) {
  const slips = [];
  for (const employee of staff) {
    if (!employee.active) {
      continue;
    }
    const slip = payslip(employee, month);
    slips.push(slip);
  }
  return slips;
}

const STAFF = [
  { name: 'Lena', region: 'north', salary: 54000, daysWorked: 31, active: true },
  { name: 'Omar', region: 'south', salary: 72000, daysWorked: 20, active: true },
  { name: 'Ruth', region: 'south', salary: 40000, daysWorked: 0, active: false },
];
const MONTH = 5;
for (const slip of runPayroll(STAFF, MONTH)) {
  console.log(slip);
}
