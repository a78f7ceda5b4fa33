"""Reverse proxy start-up."""
from listener import listener


def start(config, log):
    warnings = []
    addresses = []
    for section in config.get("listeners", []):
        addresses.append(listener(section, warnings))
    for w in warnings:
        log.warning(w)
    return addresses
