import { report } from "./ledger.mjs";

const RAW = "cafe:plus:12.5,40,-3;kiosk:basic:7.2,0,19.99";

function loadDays() {
  const days = [];
  for (const entry of RAW.split(";")) {
    const [shop, tier, list] = entry.split(":");
    days.push({ shop, tier, amounts: list.split(",").map(Number) });
  }
  return days;
}

export function main() {
  const days = loadDays();
  const text = report(days);
  console.log(text);
  return days.length;
}

main();
