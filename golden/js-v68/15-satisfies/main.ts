type Cfg = { port: number; host: string };

function portOf(p: number, h: string): number {
  const cfg = { port: 80, host: "h" } satisfies Cfg;
  if (p > 0) {
    cfg.port = p;
  }
  cfg.host = h;
  const out = (cfg satisfies Cfg).port + 1;
  return out;
}

const pp = 9000;
const hh = "x";
console.log(portOf(pp, hh));
