"""A pool manager that sizes one pool per host, in the shape of urllib3's PoolManager."""
import sys

from pools import ConnectionPool

RESERVE = 4
BUSY_SUFFIX = ".internal"


def plan(hosts, overrides):
    pools = {}
    busy = [h for h in hosts if h.endswith(BUSY_SUFFIX)]
    for host in hosts:
        pool = ConnectionPool(host, overrides.get(host))
        if host in busy:
            pool.grow(RESERVE)
        pools[host] = pool
    used = sum(p.maxsize for p in pools.values())
    cap = ConnectionPool.budget(len(hosts), RESERVE * len(busy))
    print("planned", used, "of", cap)
    return pools


def main(argv):
    hosts = [a for a in argv if not a.startswith("-")] or ["localhost", "db.internal"]
    overrides = {"db.internal": 2}
    pools = plan(hosts, overrides)
    for host in sorted(pools):
        print(pools[host].describe())
    print("class default", ConnectionPool.maxsize)


if __name__ == "__main__":
    main(sys.argv[1:])
