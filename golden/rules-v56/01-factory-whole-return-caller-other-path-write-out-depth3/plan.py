"""Plan the calls a sync job makes to its upstream API and to its mirror."""
import sys

from clients import make_client


def plan(opts, verbose):
    api = make_client(opts, "api")
    mirror = make_client({"host": "mirror.local", "timeout": 1}, "mirror")
    api.retries = 3
    label = api.describe()
    if verbose:
        print("planning", label, "and", mirror.describe())
    wait = api.timeout * 2
    return {"url": api.base_url(), "wait": wait, "retries": api.retries}


def main(argv):
    opts = {"host": " HTTPS://API.Example.org/ ", "port": "8443"}
    if argv:
        opts["timeout"] = argv[0]
    result = plan(opts, "-v" in argv)
    print(result)


if __name__ == "__main__":
    main(sys.argv[1:])
