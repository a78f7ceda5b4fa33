"""Connection settings, in the style of the http.client and smtplib constructors."""

DEFAULT_TIMEOUT = 10.0
DEFAULT_RETRIES = 3


def connect(host, port, timeout=DEFAULT_TIMEOUT, retries=DEFAULT_RETRIES):
    address = (host, port)
    if port in (80, 25):
        retries = retries + 1
    budget = timeout * retries
    return {"address": address, "budget": budget}


def endpoint(conn):
    host, port = conn["address"]
    return "%s:%d" % (host, port)
