"""Per-service request counts from an access log."""
from routes import owners


def parse_table(spec):
    table = []
    for item in spec.split(","):
        prefix, _, service = item.partition("=")
        table.append((prefix.strip(), service.strip()))
    return table


def per_service(paths, spec):
    table = parse_table(spec)
    ordered = sorted(table, key=lambda entry: len(entry[0]), reverse=True)
    counts = {}
    for path, service in owners(paths, ordered):
        counts[service] = counts.get(service, 0) + 1
    busiest = max(counts, key=counts.get) if counts else None
    return counts, busiest


def report(lines, spec):
    paths = [line.split()[1] for line in lines if len(line.split()) > 2]
    counts, busiest = per_service(paths, spec)
    for service in sorted(counts):
        print("%-10s %d" % (service, counts[service]))
    return busiest


if __name__ == "__main__":
    log = ["GET /api/users 200", "GET /api/admin/keys 403", "GET /Static/app.js 200", "GET /about 200", "GET /api/orders 200"]
    print(report(log, "/api=backend,/api/admin=admin,/static=cdn"))
