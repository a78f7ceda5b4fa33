"""A running ledger of postings for one account, in the style of a small bookkeeping library."""


class Ledger:
    def __init__(self, account, opening):
        self.account = account
        self.total = opening
        self.count = 0
        self.memos = []

    def post(self, amount, memo, when):
        self.count += 1
        self.memos.append(when + " " + memo)
        self.total += amount
        self.last_when = when
        return self.total

    def average(self):
        return self.total / max(self.count, 1)

    def statement(self):
        lines = [self.account]
        lines.extend(self.memos)
        lines.append("balance %.2f" % self.total)
        return "\n".join(lines)
