"""Summaries of parsed access-log records."""


def top_hosts(records, n):
    counts = {}
    for host, _status, _size in records:
        counts[host] = counts.get(host, 0) + 1
    return sorted(counts, key=counts.get, reverse=True)[:n]


def error_rate(records):
    errors = sum(1 for _host, status, _size in records if status >= 500)
    return errors / len(records) if records else 0.0


def summarize(records, top=3):
    total = sum(size for _host, _status, size in records)
    hosts = top_hosts(records, top)
    report = {"requests": len(records), "bytes": total, "top": hosts}
    report["error_rate"] = error_rate(records)
    return report
