"""Collect the usable ports from a list of settings."""

from settings import parse_port, describe


def check(entry, host):
    port = parse_port(entry)
    shown = describe(port, host)
    if port is None:
        print("skip", shown)
        return None
    print("using", shown)
    return port


def main():
    host = "localhost"
    entries = ["8080", "  443 ", "http", "70000"]
    ports = []
    for entry in entries:
        port = check(entry, host)
        if port is not None:
            ports.append(port)
    count = len(entries)
    print("valid ports:", ports, "of", count)


main()
