"""Builds the pool settings for one deployment."""

import pool

HOSTS = ["db1", "db2", "#db3", "cache"]


def configure(hosts, per_host):
    reserve = {"cache"}
    settings = pool.plan(hosts, per_host, reserve)
    print("module-wide pool size:", pool.size)
    return settings


if __name__ == "__main__":
    print(configure(HOSTS, 8))
    print(pool.resize(0), pool.timeout)
