"""Application settings: defaults first, then the environment."""
import envconf

DEFAULTS = {"host": "localhost", "port": "8000", "debug": "0"}


def load_settings(environ, app):
    prefix = app.upper() + "_" if app else ""
    config = dict(DEFAULTS)
    legacy = {}
    found = envconf.load_env(config, environ, prefix)
    envconf.load_env(legacy, environ, "OLD_")
    if legacy:
        print("ignoring legacy settings", sorted(legacy))
    if found:
        print("loaded", found, "settings from the environment")
    return config


def server_address(environ):
    config = load_settings(environ, "shop")
    return config["host"] + ":" + config["port"]


if __name__ == "__main__":
    ENV = {"SHOP_HOST": "0.0.0.0", "SHOP_HTTP_PORT": "9000", "OLD_PORT": "1", "HOME": "/root"}
    print(server_address(ENV))
