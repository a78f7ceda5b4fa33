"""Probe a list of hosts within a time budget, then a fallback host."""
from options import Options, ping

BUDGET = 10.0


def probe(hosts, timeout, fallback):
    opts = Options()
    opts.timeout = timeout
    opts.verify = False
    mode = "verified" if opts.verify else "unverified"
    alive = []
    for host in hosts:
        if opts.timeout * len(alive) > BUDGET:
            break
        if ping(host, opts):
            alive.append(host)
    opts = Options()
    opts.verify = True
    slow = opts.timeout > 5
    backup = ping(fallback, opts)
    print(mode, "slow" if slow else "fast", "backup up" if backup else "backup down")
    return alive


def survey(hosts):
    alive = probe(hosts, 4.0, "backup.example")
    print("%d of %d hosts answer" % (len(alive), len(hosts)))
    return alive


if __name__ == "__main__":
    print(survey(["a.example", "b.invalid", "c.example", "d.example", "e.example"]))
