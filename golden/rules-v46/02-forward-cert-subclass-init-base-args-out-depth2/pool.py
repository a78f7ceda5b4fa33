"""A pool of pinned TLS connections, one per host."""
from connection import Connection, TLSConnection


def open_pool(hosts, bundle, strict):
    pool = {}
    for host in hosts:
        cert = bundle[host]
        conn = TLSConnection(host, cert, verify=strict)
        pool[host] = conn
    return pool


def check(hosts, bundle, presented):
    probe = Connection(hosts[0], 8080)
    pool = open_pool(hosts, bundle, strict=True)
    print("probing", probe.address())
    api = pool[hosts[0]]
    ok = api.matches(presented)
    return ok


if __name__ == "__main__":
    certs = {"api.example.com": "MIIB api", "cdn.example.com": "MIIB cdn"}
    print(check(["api.example.com", "cdn.example.com"], certs, "MIIBapi"))
    print(check(["cdn.example.com"], certs, "MIIB api"))
