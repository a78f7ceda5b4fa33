"""Fetch a list of pages politely, within the process-wide request budget."""
import quota

PAGES = {"/": 1, "/search": 3, "/export": 4}


def cost_of(path):
    return PAGES.get(path, 2)


def parse_pauses(spec):
    pauses = {}
    for item in spec.split(","):
        path, _, amount = item.partition("=")
        pauses[path.strip()] = int(amount)
    return pauses


def crawl(paths, pauses):
    results = []
    for path in paths:
        if path in pauses:
            quota.refill(pauses[path])
        cost = cost_of(path)
        ok = quota.take(cost)
        if ok:
            status = "200 " + path
        else:
            status = "429 " + path
        left = quota.remaining()
        print(status, "- budget left:", left)
        results.append(status)
    return results


PAUSES = parse_pauses("/export=2, /=1")

if __name__ == "__main__":
    print(crawl(["/", "/search", "/export", "/", "/export"], PAUSES))
