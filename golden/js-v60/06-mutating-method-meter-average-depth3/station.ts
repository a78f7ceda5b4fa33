import { Thermo, Hygro } from "./sensors.js";
import type { Reading } from "./sensors.js";

export function summarize(samples: Reading[]): number {
  const temp = new Thermo("t1");
  const hum = new Hygro("h1", 2);
  for (const s of samples) {
    if (s.unit === "F") {
      temp.record(temp.convert(s.value));
    } else {
      hum.record(hum.convert(s.value));
    }
    console.log(temp.peek());
  }
  const avg = temp.average();
  return avg;
}

const data: Reading[] = [
  { value: 68, unit: "F" },
  { value: 40, unit: "%" },
  { value: 86, unit: "F" },
];
console.log(summarize(data).toFixed(1));
