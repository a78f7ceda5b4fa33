"""Connection options for a database pool."""
DEFAULT_TIMEOUT = 5.0
MAX_BUDGET = 60.0


def connect_options(host, port=5432, *, timeout=DEFAULT_TIMEOUT, retries=2, tls=False):
    scheme = "postgresqls" if tls else "postgresql"
    budget = min(timeout * (retries + 1), MAX_BUDGET)
    address = f"{scheme}://{host}:{port}"
    per_try = round(budget / (retries + 1), 2)
    return {"address": address, "timeout": per_try, "retries": retries}


def describe(options):
    retries = options["retries"]
    tries = "1 try" if retries == 0 else f"{retries + 1} tries"
    return f"{options['address']} ({tries}, {options['timeout']}s each)"
