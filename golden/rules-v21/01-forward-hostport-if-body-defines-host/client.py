"""Open connections to "host[:port]" targets, as the callers of http.client do."""
import sys

from netloc import split_hostport


def connect(target, options):
    port = options.get("port")
    timeout = options.get("timeout", 10)
    host, port = split_hostport(target, port)
    address = (host, port)
    print("connecting to %s:%s" % address, "timeout", timeout)
    return address


def proxy_address(proxy):
    host, port = split_hostport(proxy, 3128)
    return "%s:%d" % (host, port)


def open_all(targets, options):
    opened = []
    for target in targets:
        opened.append(connect(target, options))
    return opened


if __name__ == "__main__":
    print(open_all(sys.argv[1:] or [" example.org:8080", "[::1]", "example.org:"], {"timeout": 5}))
    print(proxy_address("proxy.local"))
