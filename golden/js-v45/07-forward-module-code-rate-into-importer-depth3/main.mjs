import * as lim from "./limits.mjs";
import { makeBucket, take, report } from "./bucket.mjs";

// One bucket at the module's own rate, a spare one at a custom rate.
const bucket = makeBucket(lim.RATE);
const customRate = lim.perSecond(20, 2000);
const spare = makeBucket(customRate);

const first = take(bucket, 4);
const second = take(bucket, 8);
const third = take(spare, 1);
console.log("first", first, "second", second);
console.log("spare", third);
console.log(report(bucket));
console.log(report(spare));
console.log("limit label:", lim.LABEL);
console.log("retry in", lim.retryDelay(2), "ms");
const waitMs = lim.WINDOW_MS / customRate;
console.log("spare refills every", waitMs, "ms");
console.log("done");
