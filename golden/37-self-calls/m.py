class Account:
    def __init__(self):
        self.balance = 0
        self.log = []

    def _record(self, amt):
        self.log.append(amt)

    def deposit(self, amt):
        self._record(amt)
        self.balance += amt

    def history(self):
        return list(self.log)

    def reset(self):
        self.balance = 0

def session(v):
    note = "n"
    acct = Account()
    acct.deposit(v)
    h = acct.history()
    return h
