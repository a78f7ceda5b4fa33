"""Send batches of items over pooled connections."""
import sys

from pool import Pool


def send_batch(pool, host, items):
    warm = pool.acquire("health")
    warm.send("ping")
    pool.release(warm)
    conn = pool.acquire(host)
    total = 0
    for item in items:
        total += conn.send(item)
    pool.release(conn)
    print(pool.stats(), "| sent on", conn.label, conn.sent)
    return total


def main(argv):
    pool = Pool("main")
    host = argv[0] if argv else "db1"
    print("bytes:", send_batch(pool, host, ["a", "bb", "ccc"]))


if __name__ == "__main__":
    main(sys.argv[1:])
