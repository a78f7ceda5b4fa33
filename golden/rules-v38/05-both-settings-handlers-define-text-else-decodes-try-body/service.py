"""Start a small web service from the settings file in its configuration folder."""
import os
import sys
import tempfile

from config import load_settings

DEFAULTS = {"host": "127.0.0.1", "port": "8000", "workers": "2"}


def bind_address(settings):
    host = settings.get("host") or "0.0.0.0"
    return "%s:%d" % (host, int(settings["port"]))


def configure(config_dir, strict):
    path = os.path.join(config_dir, "service.ini")
    debug = os.environ.get("SERVICE_DEBUG") == "1"
    settings = load_settings(path, DEFAULTS, strict=strict)
    address = bind_address(settings)
    workers = max(1, int(settings["workers"]))
    if debug:
        workers = 1
    return "serving on %s with %d workers" % (address, workers)


def main(argv):
    folder = argv[1] if len(argv) > 1 else tempfile.mkdtemp()
    print(configure(folder, strict="--strict" in argv))
    with open(os.path.join(folder, "service.ini"), "w") as out:
        out.write("# local overrides\nPort = 9090\nhost =\nworkers = 4\n")
    print(configure(folder, strict=False))


if __name__ == "__main__":
    main(sys.argv)
