import { Checking, Savings } from "./accounts.js";

function report(name: string, deposit: number, pocket: number): number {
  const rate = 0.02;
  const sav = new Savings(name, deposit, rate);
  const chk = new Checking(name, pocket);
  const gain = sav.interest();
  console.log(chk.close());
  console.log(`${name} earns ${gain}`);
  return gain;
}

const earned = report("ana", 1200, 80);
console.log(earned.toFixed(2));
