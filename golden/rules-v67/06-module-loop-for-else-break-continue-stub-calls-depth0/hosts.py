"""Host inventory for the deploy script."""

POOLS = {"eu": ["eu-1", "eu-2", "eu-3"], "us": ["us-2", "us-1"]}
DOWN = {"eu-1", "us-2"}
WEIGHTS = {"eu-2": 3, "eu-3": 1}


def load_pool(region):
    hosts = list(POOLS.get(region, []))
    hosts.sort()
    return hosts


def _ping(host):
    return host not in DOWN


def healthy(host):
    if not host:
        return False
    return _ping(host)


def weight_of(host):
    return WEIGHTS.get(host, 1)
