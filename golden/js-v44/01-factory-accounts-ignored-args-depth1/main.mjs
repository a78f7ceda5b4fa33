import { AuditLog, makeAccount, deposit, shortfall } from "./ledger.mjs";

const audit = new AuditLog("branch-7");
const city = "Lyon";
const branchCode = city.slice(0, 3).toUpperCase();

const ann = makeAccount("ann", 40, branchCode);
const bob = makeAccount("bob", 500, branchCode);
audit.record("opened " + ann.owner + " and " + bob.owner);

const salary = 30;
const note = "salary for " + city;
deposit(ann, salary, note);
deposit(bob, 75, "refund");
audit.record("ann +" + salary);

const annGap = shortfall(ann);
const bobGap = shortfall(bob);
console.log("ann is short by", annGap.toFixed(2));
console.log("bob is short by", bobGap.toFixed(2), "log size", audit.lines.length);

const summary = function () {
  return this.owner + " holds " + this.balance.toFixed(2);
};
console.log(summary.call(ann), "/", summary.apply(bob, []));
