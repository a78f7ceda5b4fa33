"""Start-up: merge settings over defaults and refuse to boot on bad config."""
from config import ConfigError, read_host, read_port

DEFAULTS = {"host": "127.0.0.1", "port": "8080"}


def listen_address(settings, strict):
    merged = dict(DEFAULTS)
    merged.update(settings)
    port = read_port(merged, strict)
    host = read_host(merged)
    return f"{host}:{port}"


def boot(settings, strict=False):
    try:
        address = listen_address(settings, strict)
    except ConfigError as err:
        print(f"refusing to start: bad {err.key} ({err}); cause: {err.__cause__!r}")
        return None
    print(f"listening on {address}")
    return address


if __name__ == "__main__":
    boot({"port": "80"})
    boot({"port": "80"}, strict=True)
    boot({"port": "http", "host": "0.0.0.0"})
