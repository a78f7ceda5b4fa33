"""Option values taken from the command line or from the environment, as click resolves them."""
import os

ENV_PREFIX = "APP_"


def env_value(name):
    return os.environ.get(ENV_PREFIX + name.upper())


def choose(given, from_env, prefer_env, name):
    print("resolving", name)
    if prefer_env and from_env is not None:
        return from_env
    if given is None:
        raise LookupError("no value for option " + name)
    return given
