"""Turn raw log records into prioritised alert scores."""
from levels import priority


def triage(record, attempts):
    origin = record.get("host", "?")
    level = record["level"].lower()
    urgent = priority(level, attempts, origin)
    baseline = priority("warn", 0, "cron")
    score = urgent - baseline
    print(f"{origin}: {level} -> {score}")
    return score


records = [
    {"host": "db1", "level": "ERROR"},
    {"host": "web2", "level": "Fatal"},
    {"host": "cache", "level": "debug"},
]
retry_limit = 5
scores = []
for rec in records:
    scores.append(triage(rec, retry_limit))
first = triage({"host": "lb", "level": "error"}, 1)
print("scores", scores, "first", first)
