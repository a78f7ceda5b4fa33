"""Start the server with settings from a file and command-line overrides."""
import sys

from settings import Settings

DEFAULTS = {"host": "127.0.0.1", "port": 8000}
SAMPLE = "# sample\nhost=0.0.0.0\nport=8080\n[end]\nport=1\n"


def load(text, override):
    settings = Settings.from_lines(text.splitlines(), DEFAULTS)
    print("loaded", settings.address)
    if override:
        settings = settings.from_lines(override.split(";"), DEFAULTS)
    return settings


def main(argv):
    text = open(argv[0]).read() if argv else SAMPLE
    override = ";".join(argv[1:])
    settings = load(text, override)
    print("serving on", settings.address)
    if settings.debug:
        print("debug mode")


if __name__ == "__main__":
    main(sys.argv[1:])
