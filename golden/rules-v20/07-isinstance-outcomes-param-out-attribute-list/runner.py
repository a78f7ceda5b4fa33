"""Run the checks over a batch and keep failures and skips apart, as unittest.TestResult does."""
import sys

from outcomes import Failure, Skip, check


def _record(bucket, name, detail):
    bucket.append((name, detail))
    return len(bucket)


class Summary:
    def __init__(self, total):
        self.total = total

    def text(self):
        return "%d checked" % self.total


class Runner:
    def __init__(self, limit):
        self.limit = limit
        self.failed = []
        self.skipped = []

    def run(self, items):
        for item in items:
            outcome = check(item, self.limit)
            if isinstance(outcome, Skip):
                _record(self.skipped, item["name"], outcome.reason)
            elif isinstance(outcome, Failure):
                _record(self.failed, item["name"], outcome.text())
        failures = list(self.failed)
        print(Summary(len(items)).text(), len(self.skipped), "skipped")
        return failures


def main(limit, items):
    runner = Runner(limit)
    return runner.run(items)


if __name__ == "__main__":
    batch = [{"name": "a", "size": 3, "line": 1}, {"name": "b", "size": 12, "line": 2}, {"name": "c", "skip": "slow"}]
    print(main(int(sys.argv[1]) if len(sys.argv) > 1 else 10, batch))
