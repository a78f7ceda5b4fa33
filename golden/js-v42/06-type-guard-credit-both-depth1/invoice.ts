import { Customer, isMember, pointsValue } from "./models";

export function invoiceTotal(c: Customer, subtotal: number, rate: number): number {
  let credit = 0;
  let note = "";
  if (isMember(c)) {
    credit = pointsValue(c.points!, rate);
    if (c.referrer !== undefined) {
      note = `referred by ${c.referrer}`;
    }
  } else {
    note = `guest ${c.email ?? "without email"}`;
  }
  const due = Math.max(subtotal - credit, 0);
  console.log(`${c.id}: ${note}`);
  return due;
}

export function previewCredit(points: number): string {
  const value = pointsValue(points, 4);
  return `worth ${value}`;
}
