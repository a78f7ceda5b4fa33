// Replay an access log into per-page counters and report the home page's own count.
import { PageStats } from "./pagestats.mjs";

const home = new PageStats("/");
const about = new PageStats("/about");
const log = ["/", "/about", "/", "/about", "/about", "/"];

for (const path of log) {
  if (path === "/") {
    home.visit();
  } else {
    about.visit();
  }
}
about.visitMany(2);
about.count += 10;

const homeHits = home.count;
const aboutHits = about.count;
const homeShare = PageStats.share(homeHits);
console.log(`${home.path}: ${homeHits} visits, ${(homeShare * 100).toFixed(0)}% of ${PageStats.total}`);
console.log(`${about.path}: ${aboutHits} visits`);
