"""Configuration read from the environment, one prefix per application."""
import os

PREFIX = "HTTP_"


def env(name, default):
    value = os.environ.get(PREFIX + name)
    if value is None:
        return default
    return value.strip()


def seconds(value):
    return float(value)
