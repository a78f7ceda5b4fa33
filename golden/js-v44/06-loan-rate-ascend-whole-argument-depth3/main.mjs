import { makeLoan, payDown, quote, interestDue } from "./loans.mjs";
import { describeRate } from "./rates.mjs";

function Statement(title) {
  this.title = title;
  this.rows = [];
}
Statement.prototype.add = function (label, amount) {
  this.rows.push(label + ": " + amount.toFixed(2));
  return this.rows.length;
};

const halfYear = 6;
const loanA = makeLoan("ada", 1000, 720, 5);
const loanB = makeLoan("bo", 5000, 580, 15);
const loanC = makeLoan("cy", 800, 700, 2);
payDown(loanA, 250);
payDown(loanC, 800);
const offer = quote(640);

const stmt = new Statement("interest");
const dueA = interestDue(loanA, halfYear);
let dueB = 0;
if (loanB.principal > 1000) {
  dueB = interestDue(loanB, halfYear * 2);
}
stmt.add("ada", dueA);
Statement.prototype.add.apply(stmt, ["bo", dueB]);
console.log(stmt.title, stmt.rows.join("; "));
console.log("offer", describeRate(offer), "loanC paid", loanC.paid);
