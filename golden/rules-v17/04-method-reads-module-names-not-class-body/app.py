"""Time budgets for the nightly calls to the upstream hosts."""
from settings import Client


def plan(host, tries, verbose):
    client = Client(host, verbose)
    limit = client.budget(tries)
    label = client.describe()
    if verbose:
        print(label)
    return limit


def nightly(hosts, tries, verbose):
    return {host: plan(host, tries, verbose) for host in hosts}


if __name__ == "__main__":
    print(nightly(["api", "db"], 2, True))
