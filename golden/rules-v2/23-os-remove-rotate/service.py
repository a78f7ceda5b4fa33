"""Nightly maintenance job."""
from rotate import rotate


def nightly(config):
    path = config["log_file"]
    fresh = rotate(path, keep=config.get("keep", 5))
    return fresh
