"""Open transports for the configured services."""
from transport import PooledTransport, TracedTransport


def open_traced(service, retries):
    host = service["host"]
    port = int(service.get("port", 443))
    name = service.get("name", host)
    transport = TracedTransport(host, port, retries=retries)
    print("opened", name, transport.address())
    return transport


def open_pool(service):
    pool = PooledTransport(service["host"], 443, 4)
    return pool


def connect_all(services, retries):
    opened = []
    for service in services:
        opened.append(open_traced(service, retries))
    return opened
