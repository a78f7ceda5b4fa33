"""Build file handlers for a set of services, in the shape of logging.config."""
from handlers import FileHandler

LEVELS = {"debug": 10, "info": 20, "warning": 30}
DEFAULT_LEVEL = "info"


def file_handler(service, options):
    name = options.get("file") or service + ".log"
    level = LEVELS[options.get("level", DEFAULT_LEVEL)]
    append = options.get("append", True)
    handler = FileHandler(name, "a" if append else "w")
    print("created", handler.describe())
    if options.get("verbose"):
        handler.set_level(LEVELS["debug"])
    else:
        handler.set_level(level)
    return handler


def configure(services, options):
    handlers = {}
    for service in services:
        handlers[service] = file_handler(service, options)
    return handlers


if __name__ == "__main__":
    for svc, h in configure(["api", "worker"], {"level": "warning", "append": False}).items():
        print(svc, h.path, h.mode, h.level, h.encoding, h.formatter, h.stream)
    print("class attributes", FileHandler.mode, FileHandler.level)
