import { Kind, Tally, parseEvents } from "./model";
import type { Event, Summary } from "./model";

const RAW = "ok,120,a;fail,0,b;ok,80,c;retry,5,a";

function summarize(events: Event[], label: string): Summary {
  const seen = new Tally();
  const skipped = new Tally();
  for (const ev of events) {
    if (ev.kind === Kind.Ok) {
      seen.record(ev.size);
    } else {
      skipped.record(1);
    }
  }
  console.log(skipped.describe("skipped"));
  const total = seen.value();
  return { label, total };
}

const events = parseEvents(RAW);
const report = summarize(events, "daily");
console.log(`${report.label}: ${report.total}`);
