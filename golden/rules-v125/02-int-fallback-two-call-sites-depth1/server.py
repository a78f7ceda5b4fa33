"""Start-up settings for the upload server."""
from settings import split_pairs, to_flag, to_int

CONFIG = """
# upload server
Host = 0.0.0.0
port = 80a
workers = 12
debug = yes
"""
FALLBACK_PORT = 8080
MAX_WORKERS = 8


def main():
    pairs = split_pairs(CONFIG)
    host = pairs.get("host", "127.0.0.1")
    port = to_int(pairs.get("port", ""), FALLBACK_PORT)
    workers = to_int(pairs.get("workers", ""), 2)
    if workers > MAX_WORKERS:
        workers = MAX_WORKERS
    debug = to_flag(pairs.get("debug", "no"))
    address = f"{host}:{port}"
    print(f"listening on {address} with {workers} workers")
    if debug:
        print("debug mode")


if __name__ == "__main__":
    main()
