import * as sensors from "./sensors.mjs";
import { splitCsv } from "./filters.mjs";

function loadReadings(text) {
  const fields = splitCsv(text);
  console.log("loaded", fields.length, "fields");
  return fields;
}

function accumulate(readings, factor) {
  let acc = 0;
  let kept = 0;
  let skipped = 0;
  for (const r of readings) {
    const v = sensors.clean(r);
    if (v < 0) {
      skipped++;
      continue;
    }
    if (v > sensors.LIMIT) {
      console.log("overflow at", r);
      break;
    }
    acc += sensors.scale(v, factor);
    kept++;
  }
  console.log("skipped", skipped);
  console.log(sensors.describe(acc, kept));
  return acc;
}

const readings = loadReadings("12, ,40,250,7");
const factor = 2;
const total = accumulate(readings, factor);
console.log("total", total);
