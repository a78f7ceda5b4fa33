interface Opts {
  retries?: number;
  label?: string;
}

function build(flag: boolean, name: string): number {
  const cfg: Opts = {};
  if (flag) {
    cfg.retries = 3;
  }
  cfg.label = name;
  const n = cfg.retries ?? 1;
  return n;
}

const on = true;
const who = "w";
const res = build(on, who);
console.log(res);
