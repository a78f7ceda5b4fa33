"""Sort log records into the buckets of the on-call summary."""


def render(record):
    keys = sorted(record)
    return " ".join(f"{key}={record[key]}" for key in keys)


def triage(record, policy):
    burst = policy.get("warn_burst", 5)
    source = record.get("logger", "root")
    match record:
        case {"level": "error" | "critical", "msg": msg}:
            bucket = "page"
            text = msg
        case {"level": "warning", "count": int(count)} if count >= burst:
            bucket = "page"
            text = f"{count} warnings"
        case {"level": "warning", "msg": msg}:
            bucket = "digest"
            text = msg
        case _:
            bucket = "drop"
            text = render(record)
    return bucket, source + ": " + text
