"""Building a service's settings from defaults, the environment and flags."""
from config import apply_env, describe

DEFAULTS = {"host": "localhost", "port": "8080", "debug": "0"}


def load_settings(environ, flags):
    settings = dict(DEFAULTS)
    before = len(settings)
    apply_env(settings, environ, "APP_")
    if flags.get("debug"):
        settings["debug"] = "1"
    added = len(settings) - before
    port = int(settings["port"])
    summary = describe(settings)
    print("settings:", summary, "(%d added)" % added)
    return settings, port


def serve(argv, environ):
    flags = {"debug": "--debug" in argv}
    settings, port = load_settings(environ, flags)
    if port < 1024:
        print("privileged port", port)
    return settings["host"] + ":" + str(port)


if __name__ == "__main__":
    env = {"APP_PORT": "443", "APP_HOST": "example.org", "APP_WORKERS": "4", "HOME": "/root"}
    print(serve(["--debug"], env))
