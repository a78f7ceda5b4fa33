import { Salaried, Hourly } from "./staff.js";

export function runPayroll(team: string): number {
  const lead = new Salaried("Mia", 3, 60000);
  const temp = new Hourly("Leo", 1, 170, 20);
  console.log(lead.payslip());
  const leadPay = lead.basePay();
  const tempPay = temp.basePay();
  console.log(`${team}: ${leadPay.toFixed(2)}`);
  return tempPay;
}

console.log(runPayroll("ops").toFixed(2));
