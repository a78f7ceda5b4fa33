"""Per-host rate limits for the crawler."""
from limits import Limiter


def make_limiter(per_minute, burst, label):
    limiter = Limiter(burst=burst, rate=per_minute / 60.0, name=label)
    first = limiter.delay(5)
    if first > 1.0:
        print(label, "starts throttled:", first)
    probe = Limiter(1.0, burst)
    print(probe.describe(), probe.delay(2))
    return limiter


def host_limits(hosts, quota):
    table = {}
    for host in hosts:
        per_minute = quota.get(host, 60)
        table[host] = make_limiter(per_minute, 1, host)
    return table


def crawl(hosts, quota):
    table = host_limits(hosts, quota)
    total = 0.0
    for host in hosts:
        total += table[host].delay(3)
    return total


if __name__ == "__main__":
    print(crawl(["a.example", "b.example"], {"a.example": 30}))
