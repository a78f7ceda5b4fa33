"""Transports with a retrying layer and a tracing layer."""
DEFAULT_TIMEOUT = 10.0


class Transport:
    def __init__(self, host, port, timeout=None):
        self.host = host
        self.port = port
        self.timeout = timeout

    def address(self):
        return "%s:%d" % (self.host, self.port)


class RetryingTransport(Transport):
    def __init__(self, *args, retries=2, **kwargs):
        super().__init__(*args, **kwargs)
        self.retries = retries
        self.failures = 0


class TracedTransport(RetryingTransport):
    def __init__(self, *args, **kwargs):
        kwargs.setdefault("timeout", DEFAULT_TIMEOUT)
        super().__init__(*args, **kwargs)
        self.events = []


class PooledTransport(Transport):
    def __init__(self, host, port, size):
        super().__init__(host, port)
        self.size = size
