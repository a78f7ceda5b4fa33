"""Summarize a latency log: how many samples, and their spread."""
from stats import running_stats


def summarize(lines, unit):
    add, spread, count = running_stats()
    rejected = 0
    for line in lines:
        fields = line.split()
        if len(fields) < 2:
            rejected += 1
            continue
        ms = float(fields[1]) * unit
        add(ms)
    sd = spread()
    seen = count()
    return "%d samples, sd %.1f ms, %d rejected" % (seen, sd, rejected)


def latency_report(log_lines, in_seconds):
    unit = 1000.0 if in_seconds else 1.0
    text = summarize(log_lines, unit)
    return "latency: " + text


if __name__ == "__main__":
    print(latency_report(["GET 0.120", "GET 0.180", "garbage", "POST 0.150"], True))
