"""A pool of configured connections, one per host."""
from client import Connection, configure


def connect(host, opts):
    log = []
    port = 443 if opts.get("scheme") == "https" else 80
    conn = Connection(host, port)
    steps = configure(conn, opts, log)
    print(steps, "set-up steps:", "; ".join(log))
    return conn


def pool_for(hosts, opts):
    pool = {}
    for host in hosts:
        pool[host] = connect(host, dict(opts))
    return pool


if __name__ == "__main__":
    POOL = pool_for(["a.example", "b.example"], {"scheme": "https", "timeout": "2.5s"})
    for NAME in sorted(POOL):
        print(NAME, POOL[NAME].port, POOL[NAME].timeout, POOL[NAME].verify)
