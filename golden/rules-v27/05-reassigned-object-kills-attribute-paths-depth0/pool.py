"""Open one connection per target URL, some of them through a proxy."""
import sys

from proxying import describe, open_connection

CONNECT_TIMEOUT = 3.0
READ_TIMEOUT = 30.0
PROXY = "http://proxy.internal:3128"


def connect_all(urls, use_proxy, debug):
    conns = {}
    for url in urls:
        proxy_url = PROXY if use_proxy and url.endswith(".internal") else None
        conns[url] = open_connection(url, CONNECT_TIMEOUT, READ_TIMEOUT, proxy_url, debug)
    return conns


if __name__ == "__main__":
    targets = ["http://a.example:8080", "https://b.internal", "https://c.example"]
    for name, conn in connect_all(targets, "--direct" not in sys.argv, 0).items():
        print(name, describe(conn), conn._tunnel_host)
