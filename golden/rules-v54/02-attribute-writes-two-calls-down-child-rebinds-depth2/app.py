"""Create the application's logger from a settings dict."""
import sys

from logsetup import Logger, child, configure, register

SETTINGS = {"level": "info", "handlers": ["console"]}
REGISTRY = {}


def get_logger(name, settings, verbose):
    logger = Logger(name)
    audit = child(logger, "audit")
    register(REGISTRY, logger)
    if verbose:
        settings = dict(settings, level="debug")
    configure(logger, settings)
    print(audit.name, audit.level, sorted(REGISTRY))
    return logger


def main(argv):
    logger = get_logger("app", SETTINGS, "-v" in argv)
    print(logger.name, logger.level, logger.handlers)


if __name__ == "__main__":
    main(sys.argv[1:])
