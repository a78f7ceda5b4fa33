"""Upload quotas read from command-line options."""
from units import parse_size


class Quota:
    def __init__(self, owner):
        self.owner = owner
        self.used = 0
        self.limit = 0


def configure(owner, opts):
    quota = Quota(owner)
    quota.used = parse_size(opts.get("used", "0"))
    limit = parse_size(opts.get("limit", ""))
    quota.limit = limit
    free = limit - quota.used
    print("%s may upload %d more bytes" % (owner, free))
    return quota
