"""Collect request metrics into a summary dict."""


def tally(summary, durations):
    summary["count"] += len(durations)
    summary["total"] += sum(durations)
    return max(durations, default=0.0)


def show(summary):
    keys = ", ".join(sorted(summary))
    print("summary keys:", keys)
    return len(summary)


def build(requests, tag):
    summary = {"count": 0, "total": 0.0}
    summary["errors"] = 0
    slow = []
    for req in requests:
        if req["status"] >= 500:
            summary["errors"] += 1
        slow.append(req["ms"])
    width = show(summary)
    peak = tally(summary, slow)
    mean = summary["total"] / max(summary["count"], 1)
    summary["peak"] = peak
    print("%s: %d keys, peak %.1f ms" % (tag, width, peak))
    return mean
