"""Keep the log records that pass every check of an audit trail."""
from operator import itemgetter

from filterer import Filterer

HAS_USER = itemgetter("user")
NOT_MUTED = itemgetter("loud")


class AuditTrail(Filterer):
    def __init__(self, checks):
        Filterer.__init__(self)
        for check in checks:
            self.addFilter(check)
        self.kept = []

    def offer(self, record):
        passed = self.filter(record)
        if passed:
            self.kept.append(record)
        return passed

    def count_passing(self, records):
        taken = 0
        for record in records:
            if record.get("skip"):
                continue
            if self.filter(record):
                taken += 1
        return taken


if __name__ == "__main__":
    trail = AuditTrail([HAS_USER, NOT_MUTED, HAS_USER])
    outer = AuditTrail([trail])
    print(outer.offer({"user": "ann", "loud": True}))
    print(trail.offer({"user": "", "loud": True}), len(outer.kept))
    print(outer.count_passing([{"user": "bob", "loud": 1},
                               {"user": "cy", "loud": 1, "skip": 1},
                               {"user": "dee", "loud": 0}]))
