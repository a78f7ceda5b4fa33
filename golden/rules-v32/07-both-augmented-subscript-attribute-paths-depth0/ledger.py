"""Running totals per account, small postings pooled under one key, as an expense ledger keeps them."""
from collections import defaultdict


class Ledger:
    def __init__(self, threshold, pool="misc"):
        self.threshold = threshold
        self.pool = pool
        self.totals = defaultdict(float)
        self.hits = defaultdict(int)
        self.near_zero = set()
        self.voided = []
        self.count = 0

    def post(self, rows):
        for account, amount, *tags in rows:
            self.count += 1
            if "void" in tags:
                self.voided.append(account)
                continue
            key = account if abs(amount) >= self.threshold else self.pool
            self.totals[key] += amount
            self.hits[key] += 1
            if -self.threshold < self.totals[key] < self.threshold:
                self.near_zero.add(key)
        self.posted = self.count - len(self.voided)
        return sorted(self.totals, key=lambda k: -abs(self.totals[k]))

    def balance(self, account):
        return self.totals.get(account, 0.0)
