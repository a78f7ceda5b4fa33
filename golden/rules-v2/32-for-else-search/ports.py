"""Find a free TCP port for development servers."""
import logging
import socket

log = logging.getLogger("ports")


def port_is_free(port, host="127.0.0.1"):
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        return sock.connect_ex((host, port)) != 0


def find_free_port(start, end, probe, reserved=()):
    attempts = 0
    for port in range(start, end):
        if port in reserved:
            continue
        attempts += 1
        if probe(port):
            chosen = port
            break
    else:
        chosen = None
        log.warning("no free port in %d-%d after %d probes", start, end, attempts)
    return chosen
