"""Application module: configuration happens at import time."""
import sys

import settings

settings.load(sys.argv[1] if len(sys.argv) > 1 else None)

TIMEOUT = float(settings.current["timeout"])
BASE_URL = settings.current["base_url"].rstrip("/")


def endpoint(path):
    return BASE_URL + "/" + path.lstrip("/")
