"""Client entry point: show where the request will go, then log in and send it."""
import os
import sys

import state


def main(argv):
    resource = argv[0] if argv else "status"
    verbose = "-v" in argv
    url = state.endpoint(resource)
    state.login(os.environ.get("API_USER", "guest"), os.environ.get("API_PASSWORD", ""))
    if verbose:
        print("history:", state.history)
    print("GET", url)
    state.logout()
    return 0


main(sys.argv[1:])
