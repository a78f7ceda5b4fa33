"""Connection settings computed once, when the module is imported."""

import loader

RETRIES = 3
DEFAULTS = loader.load_defaults()
HOST = DEFAULTS.get("host", "localhost")
TIMEOUT = float(DEFAULTS.get("timeout", "1"))


def timeout_for(kind):
    TIMEOUT = 30.0 if kind == "batch" else 5.0
    return TIMEOUT


def normalize_host(host):
    return host.strip().lower()


def connect_args(host, timeout):
    if timeout > 10:
        timeout = 10.0
    return {"host": normalize_host(host), "timeout": timeout, "retries": RETRIES}


ARGS = connect_args(HOST, TIMEOUT)
BATCH = connect_args("batch.local", timeout_for("batch"))

if __name__ == "__main__":
    print(ARGS)
    print(BATCH)
