"""Look a name up in replica zones in turn, backing off between tries (a retry loop)."""
from backoff import next_delay


def resolve(name, zones, retries):
    attempt = 0
    delay = 0.0
    misses = []
    status = "pending"
    while attempt < retries:
        zone = zones[attempt % len(zones)]
        attempt += 1
        try:
            record = zone[name]
        except KeyError:
            misses.append(attempt)
            delay = next_delay(delay)
            continue
        if record["ttl"] > 0:
            status = "ok"
            break
        delay = next_delay(delay)
    else:
        status = "exhausted"
    waited = round(delay, 3)
    return status, waited, misses


def lookup_all(names, zones):
    results = {}
    for name in names:
        if not name:
            continue
        status, waited, _ = resolve(name, zones, 4)
        results[name] = (status, waited)
    return results


if __name__ == "__main__":
    zones = [{"api": {"ttl": 0}}, {"db": {"ttl": 30}}, {"api": {"ttl": 60}}]
    print(lookup_all(["api", "", "db", "mail"], zones))
