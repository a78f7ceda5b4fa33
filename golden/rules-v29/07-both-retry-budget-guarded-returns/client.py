"""Plan the waits between the attempts of one request."""
from policy import next_delay, parse_budget


def plan_retries(statuses, method, headers, base):
    method = method.upper()
    budget = parse_budget(headers.get("Retry-Budget", ""), 10)
    waits = []
    for attempt, status in enumerate(statuses):
        delay = next_delay(status, method, attempt, budget, base)
        if delay is None:
            break
        waits.append(delay)
    return waits


def first_wait(status):
    return next_delay(status, "GET", 0, 60, 1)


def report(statuses, headers):
    waits = plan_retries(statuses, "get", headers, 0.5)
    total = sum(waits)
    return "%d retries, %.1fs" % (len(waits), total)


if __name__ == "__main__":
    print(report([503, 503, 429, 200], {"Retry-Budget": " 1 "}))
    print(first_wait(503))
