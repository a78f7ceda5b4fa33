import { maskDigits, initials } from "./mask.mjs";

const SEPARATOR = "\n";

export function contactCard(name, phone, card) {
  const who = initials(name);
  const tel = maskDigits(phone, 2);
  const pan = maskDigits(card, 4);
  const brand = card.startsWith("4") ? "VISA" : "CARD";
  const first = `${who} tel ${tel}`;
  const second = `${brand} ${pan}`;
  return `${first}${SEPARATOR}${second}`;
}

export function footer(count) {
  const stamp = new Date(0).toISOString().slice(0, 10);
  const plural = count === 1 ? "" : "s";
  return `${count} line${plural} (${stamp})`;
}

export { SEPARATOR };
