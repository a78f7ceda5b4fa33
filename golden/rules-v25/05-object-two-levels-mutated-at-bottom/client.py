"""Connection objects and their layered set-up, in the style of urllib3's pool manager."""

DEFAULT_TIMEOUT = 10.0


class Connection:
    def __init__(self, host, port):
        self.host = host
        self.port = port
        self.timeout = DEFAULT_TIMEOUT
        self.verify = True


def describe(conn):
    return "%s:%d timeout=%.1f" % (conn.host, conn.port, conn.timeout)


def parse_seconds(text):
    value = float(str(text).rstrip("s"))
    return max(value, 0.1)


def apply_timeouts(conn, opts):
    if "timeout" in opts:
        conn.timeout = parse_seconds(opts["timeout"])
    opts.setdefault("insecure", False)


def apply_tls(conn, opts, log):
    log.append("tls for " + describe(conn))
    if opts["insecure"]:
        conn.verify = False


def configure(conn, opts, log):
    apply_timeouts(conn, opts)
    apply_tls(conn, opts, log)
    log.append("configured " + conn.host)
    return len(log)
