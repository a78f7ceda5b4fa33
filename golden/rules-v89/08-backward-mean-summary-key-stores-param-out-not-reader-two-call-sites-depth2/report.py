"""Daily latency report from access-log lines."""
import sys

from metrics import build


def parse(line):
    parts = line.split()
    return {"status": int(parts[-2]), "ms": float(parts[-1])}


def daily(lines, warmup, day):
    requests = list(warmup)
    baseline = build(requests, "warm-up")
    requests = []
    for line in lines:
        if not line.strip():
            continue
        requests.append(parse(line))
    title = "latency " + day
    mean = build(requests, title)
    print("%s: %.1f ms (baseline %.1f ms)" % (title, mean, baseline))
    return mean


def main(path):
    text = open(path).read()
    day = path.rsplit("/", 1)[-1].replace(".log", "")
    lines = text.splitlines()
    warm = [{"status": 200, "ms": 1.0}]
    return daily(lines, warm, day)


if __name__ == "__main__":
    main(sys.argv[1])
