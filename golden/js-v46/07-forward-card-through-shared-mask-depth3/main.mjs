import { contactCard, footer, SEPARATOR } from "./report.mjs";
import { onlyDigits } from "./mask.mjs";

// One contact; the phone is printed dialable, the card only masked.
const name = "Ada  King Lovelace";
const phone = "+44 20 7946 0958";
const card = "4111 1111 1111 1234";
const dialable = onlyDigits(phone);

const text = contactCard(name, phone, card);
const rows = text.split(SEPARATOR);
const width = Math.max(...rows.map((row) => row.length));
for (const row of rows) {
  console.log(`| ${row.padEnd(width)} |`);
}
console.log(footer(rows.length));
console.log(`dial ${dialable}`);
if (dialable.length > 10) {
  console.log("international number");
}
