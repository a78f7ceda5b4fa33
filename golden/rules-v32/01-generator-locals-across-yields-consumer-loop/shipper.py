"""Ship log records to a collector in batches and keep one receipt per batch."""
from batching import iter_batches


def ship(records, max_count):
    sent = 0
    receipts = []
    for batch in iter_batches(records, max_count):
        lines = [rec["host"] + " " + rec["msg"] for rec in batch]
        receipts.append(len(lines))
        sent += len(lines)
    return sent, receipts


def main(limit):
    sample = [{"host": "db1", "msg": "slow query"}, {"host": "db1", "msg": ""}, {"host": "web", "msg": "timeout after 30s"}]
    sample.append({"host": "web", "msg": "retry ok"})
    sample.append({"host": "cache", "msg": "evicted 4096 keys from the hot tier"})
    total, receipts = ship(sample, limit)
    print(total, receipts)
    return total


if __name__ == "__main__":
    main(4)
