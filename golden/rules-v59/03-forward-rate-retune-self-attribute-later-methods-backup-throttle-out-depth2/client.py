"""Plan a batch of uploads under per-host request rates."""
from throttle import Throttle


def plan(host, files, limits):
    throttle = Throttle(host)
    backup = Throttle(host + ".backup")
    print("planning", throttle.label())
    rate = limits.get(host, 2.0) * 0.9
    throttle.retune(rate)
    wait = throttle.delay(len(files))
    spare = backup.delay(len(files))
    batch = throttle.budget(60, len(files))
    print("backup would wait", spare)
    return "%s: wait %.1fs, %d per minute" % (host, wait, batch)


def schedule(hosts, files, limits):
    lines = []
    for host in hosts:
        lines.append(plan(host, files, limits))
    return lines


def run(limits):
    lines = schedule(["api.example", "cdn.example"], ["a.txt", "b.txt", "c.txt"], limits)
    return "\n".join(lines)


if __name__ == "__main__":
    print(run({"api.example": 10.0, "cdn.example": 0.05}))
