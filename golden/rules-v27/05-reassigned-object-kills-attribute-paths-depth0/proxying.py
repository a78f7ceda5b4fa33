"""Open a connection after a probe, directly or through a tunnelling proxy, as urllib3 sets one up."""
from http.client import HTTPConnection
from urllib.parse import urlsplit


def open_connection(url, connect_timeout, read_timeout, proxy_url, debug):
    parts = urlsplit(url)
    conn = HTTPConnection(parts.hostname, parts.port, timeout=connect_timeout)
    conn.timeout = connect_timeout / 4
    print("probing", conn.host, conn.port, conn.timeout)
    conn = HTTPConnection(parts.hostname, parts.port, timeout=connect_timeout)
    conn.debuglevel = debug
    if parts.scheme == "https":
        conn.timeout = read_timeout
    if proxy_url:
        proxy = urlsplit(proxy_url)
        conn = HTTPConnection(proxy.hostname, proxy.port, timeout=connect_timeout)
        conn.set_tunnel(parts.hostname, parts.port)
    wait = conn.timeout * 2
    print("connecting to", conn.host, "within", wait)
    return conn


def describe(conn):
    return "%s:%s timeout=%.1f" % (conn.host, conn.port, conn.timeout)
