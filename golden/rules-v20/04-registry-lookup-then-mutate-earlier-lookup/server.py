"""Count the requests a worker served, next to its errors and a gauge of requests in flight."""
import sys

from gauges import Gauge
from metrics import counter


def handle(requests):
    errors = counter("errors")
    served = counter("served")
    in_flight = Gauge("in_flight")
    for req in requests:
        in_flight.inc()
        served.inc()
        if req.get("status", 200) >= 500:
            errors.inc()
        in_flight.dec()
    report = served.sample()
    return report + "\n" + errors.sample()


def main(argv):
    requests = [{"path": p, "status": 500 if p.startswith("/admin") else 200} for p in argv]
    print(handle(requests))


if __name__ == "__main__":
    main(sys.argv[1:] or ["/", "/admin", "/about"])
