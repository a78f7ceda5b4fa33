"""Service start-up: the logger levels of its components are fixed at import time."""
import os

import logconf


def level_for(component):
    return logconf.effective_level("app." + component)


def enable_debug(component):
    logconf.set_level("app." + component, "debug")


logconf.load(os.environ.get("LOG_SPEC", "root=info,app.db=warning,stderr"))
if os.environ.get("APP_TRACE"):
    enable_debug("db")
DB_LEVEL = level_for("db.pool")
logconf.load("app.db=error")
HTTP_LEVEL = level_for("http")

if __name__ == "__main__":
    enable_debug("http")
    print(DB_LEVEL, HTTP_LEVEL, level_for("http"))
