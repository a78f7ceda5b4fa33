"""Client start-up: the settings are read once, at import time."""
from settings import describe_timeout, load_timeout

CONFIG = "host=db.local; timeout=2m; grace=15s; retries=3"
RETRIES = 3
TIMEOUT = load_timeout(CONFIG, 5)


def connect_plan(host, timeout, retries):
    per_try = timeout // retries
    return f"connect {host}: {retries} tries of {per_try}s"


PLAN = connect_plan("db.local", TIMEOUT, RETRIES)
print(describe_timeout(TIMEOUT), PLAN)
