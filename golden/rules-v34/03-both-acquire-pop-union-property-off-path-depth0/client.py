"""Fetching pages over pooled connections."""
from pool import ConnectionPool


def open_conn(host):
    return {"host": host, "sent": 0}


def fetch(pool, host, path, now):
    conn = pool.acquire(host, open_conn, now)
    if conn is None:
        return "busy: " + host
    conn["sent"] += 1
    return "GET %s%s (%d sent on this connection)" % (conn["host"], path, conn["sent"])


def main():
    pool = ConnectionPool(2)
    print(fetch(pool, "example.org", "/", 1.0))
    pool.release("example.org")
    print(fetch(pool, "example.org", "/about", 2.0))
    print("in use:", pool.in_use)


if __name__ == "__main__":
    main()
