class Account:
    def __init__(self, balance):
        self.balance = balance


class Savings(Account):
    def __init__(self, balance, rate):
        super().__init__(balance)
        self.rate = rate


class Checking(Account):
    def __init__(self, balance, fee):
        super().__init__(balance)
        self.fee = fee


def settle(acct, months):
    notes = []
    if months <= 0:
        notes.append("no months")
        return acct.balance, notes
    if isinstance(acct, Savings):
        extra = acct.balance * acct.rate * months
    else:
        extra = -acct.fee * months
        notes.append("fee charged")
    total = round(acct.balance + extra, 2)
    return total, notes


bank_name = "First"
start = 200
interest = 0.01
charge = 3
saver = Savings(start, interest)
spender = Checking(start, charge)
period = 6
grace = 0
s_total, s_notes = settle(saver, period)
c_total, c_notes = settle(spender, grace)
print(bank_name, s_total, s_notes)
print(bank_name, c_total, c_notes)
