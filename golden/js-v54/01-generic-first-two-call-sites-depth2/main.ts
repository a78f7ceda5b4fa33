import { first, last } from './helpers.js';

interface Reading {
  sensor: string;
  value: number;
}

type Unit = "C" | "F";

function summarize(readings: Reading[], names: string[], unit: Unit): string {
  const head: Reading = first<Reading>(readings);
  const firstName: string = first(names);
  const tail: Reading = last(readings);
  const scale: number = unit === "F" ? 1.8 : 1;
  const shown: number = head.value * scale;
  console.log(`first sensor listed: ${firstName}, last ${tail.sensor}`);
  return `${head.sensor}=${shown}${unit}`;
}

const readings: Reading[] = [
  { sensor: "a1", value: 20 },
  { sensor: "b2", value: 25 },
];
const names: string[] = ["north", "south"];
const line: string = summarize(readings, names, "C");
console.log(line);
