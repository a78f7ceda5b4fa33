"""HTTP client objects and the factory that builds them from a settings dict."""

DEFAULT_TIMEOUT = 5.0


def strip_scheme(host):
    for prefix in ("https://", "http://"):
        if host.startswith(prefix):
            return host[len(prefix):]
    return host


def clean_host(host):
    return strip_scheme(host.strip().lower()).rstrip("/")


class Client:
    def __init__(self, host, port):
        self.host = clean_host(host)
        self.port = port
        self.timeout = DEFAULT_TIMEOUT
        self.retries = 0

    def describe(self):
        return "%s:%d" % (self.host, self.port)

    def base_url(self):
        return "https://%s:%d" % (self.host, self.port)


def make_client(settings, name):
    host = settings.get("host", "localhost")
    port = int(settings.get("port", 443))
    client = Client(host, port)
    if "timeout" in settings:
        client.timeout = float(settings["timeout"])
    print("client", name, "->", client.describe())
    return client
