"""Request options for a small HTTP client."""

DEFAULT_TIMEOUT = 10.0


def with_retries(opts, count):
    opts = dict(opts)
    opts["retries"] = count
    return opts


def apply_auth(opts, token):
    opts["auth"] = "Bearer " + token.strip()


def normalize(opts):
    opts.setdefault("timeout", DEFAULT_TIMEOUT)
    opts["method"] = opts.get("method", "get").upper()
    keys = sorted(opts)
    print("normalized:", ", ".join(keys))
    return opts


def request_line(url, opts):
    line = opts["method"] + " " + url
    if "auth" in opts:
        line += " (auth)"
    return line + " timeout=%.1f" % opts["timeout"]
