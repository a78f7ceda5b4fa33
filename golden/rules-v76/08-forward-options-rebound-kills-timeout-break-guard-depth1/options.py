"""Connection options and a reachability check that reads them."""


class Options:
    def __init__(self):
        self.timeout = 10.0
        self.verify = True


def ping(host, opts):
    if host.endswith(".invalid"):
        return False
    return opts.timeout >= len(host) / 10.0


def describe(opts):
    return "timeout=%.1f verify=%s" % (opts.timeout, opts.verify)
