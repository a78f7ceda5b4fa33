"""Server bootstrap using loaded settings."""
from settings import load


def bind_address(host, settings):
    port = settings["port"]
    return "%s:%d" % (host, port)


def start(env, host):
    settings = load(env)
    address = bind_address(host, settings)
    pool = settings["workers"] * 2
    print("pool", pool)
    return address
