DEFAULT_PORT = 80


def drop_port(text):
    return text.split(":")[0]


def clean_host(host):
    text = host.strip().lower()
    return drop_port(text)


class Client:
    def __init__(self, host, port=DEFAULT_PORT):
        self.host = clean_host(host)
        self.port = port
        self.scheme = "http"
        self.timeout = 10

    def use_tls(self):
        self.scheme = "https"
        self.port = 443

    def set_timeout(self, seconds):
        self.timeout = seconds

    def describe(self):
        return self.host + " timeout " + str(self.timeout)

    def url(self, path):
        base = self.scheme + "://" + self.host + ":" + str(self.port)
        return base + path + "?timeout=" + str(self.timeout)


def make_client(host, secure):
    client = Client(host)
    if secure:
        client.use_tls()
    return client
