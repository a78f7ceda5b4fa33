"""Plan request deadlines for a list of hosts, widening the slow ones."""
from pool import Pool


def plan(host, slow):
    pool = Pool(host)
    if not slow:
        return pool.deadline(1)
    wait = pool.slow_down(2.0)
    return round(wait, 1)


def plan_all(hosts, slow_hosts):
    plans = []
    for host in hosts:
        plans.append(plan(host, host in slow_hosts))
    return plans


if __name__ == "__main__":
    print(plan_all(["a.example", "b.example"], {"b.example"}))
