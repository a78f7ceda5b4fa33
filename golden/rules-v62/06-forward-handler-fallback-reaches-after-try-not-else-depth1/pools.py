"""Configure the connection pool an application uses for its upstream services."""
import sys

from settings import describe, parse_timeouts

DEFAULT_TIMEOUT = 5.0


def pool_options(timeout):
    connect = min(timeout, 3.0)
    return {"connect": connect, "read": timeout}


def configure(raw, slow_network):
    scale = 2.0 if slow_network else 1.0
    timeouts = parse_timeouts(raw, DEFAULT_TIMEOUT, scale)
    read_timeout = max(timeouts.values(), default=DEFAULT_TIMEOUT)
    options = pool_options(read_timeout)
    print("timeouts:", describe(timeouts))
    return options


def main(argv):
    raw = {"billing": "4", "search": "fast", "auth": "1"}
    options = configure(raw, "--slow" in argv)
    print(options)
    return 0


if __name__ == "__main__":
    main(sys.argv[1:])
