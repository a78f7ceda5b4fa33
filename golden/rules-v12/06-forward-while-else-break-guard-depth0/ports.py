"""Free port search for the development server."""
import socket

BASE = 8000


def in_use(port, host):
    with socket.socket() as sock:
        return sock.connect_ex((host, port)) == 0


def first_free(host, limit, reserved):
    blocked = set(reserved)
    port = BASE
    tries = 0
    while port < BASE + limit:
        tries += 1
        if port not in blocked and not in_use(port, host):
            break
        port += 1
    else:
        port = None
        print("no free port among", limit)
    banner = "dev server on %s" % host
    print(banner, "after", tries, "tries")
    return port
