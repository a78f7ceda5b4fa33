"""An import ledger: keeps the accepted keys and counts the rejected rows."""


def normalize(row):
    return row.strip().lower()


class Ledger:
    def __init__(self, source):
        self.source = source
        self.items = []
        self.seen = set()
        self.rejected = 0

    def ingest(self, rows, strict):
        for row in rows:
            key = normalize(row)
            if key in self.seen:
                self.rejected += 1
                continue
            if strict and not key.isalnum():
                self.rejected += 1
                continue
            self.seen.add(key)
            self.items.append(key)
        self.items.sort()
        blanks = self.items.count("")
        print(self.source, "blank keys:", blanks)
        return self.rejected
