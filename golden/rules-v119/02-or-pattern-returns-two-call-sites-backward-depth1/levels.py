"""Map log levels to alert priorities."""


def priority(level, retries, source):
    bonus = retries * 2
    match level:
        case "critical" | "fatal":
            return 100 + bonus
        case "error" if retries > 3:
            return 60
        case "error":
            print("transient error from", source)
            return 40
        case "warn" | "warning":
            return 10
    tag = source.upper()
    print("ignored", level, "from", tag)
    return 0


def is_loud(level):
    return level in ("critical", "fatal", "error")
