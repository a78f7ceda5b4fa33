from config import FINE_PER_DAY, GRACE_DAYS, MAX_RENEWALS


def days_between(start, end):
    gap = end - start
    if gap < 0:
        gap = 0
    return gap


class Book:
    def __init__(self, title, shelf):
        self.title = title
        self.shelf = shelf
        self.renewals = 0

    def renew(self):
        if self.renewals >= MAX_RENEWALS:
            return False
        self.renewals += 1
        return True

    def label(self):
        return "%s [%s]" % (self.title, self.shelf)


class Loan:
    def __init__(self, due_on):
        self.due_on = due_on
        self.returned_on = None

    def close(self, day):
        self.returned_on = day

    def late_days(self):
        late = days_between(self.due_on, self.returned_on)
        if late <= GRACE_DAYS:
            return 0
        return late


def compute_fine(loan, cap):
    days = loan.late_days()
    amount = days * FINE_PER_DAY
    if amount > cap:
        amount = cap
    return amount


def membership_days(joined, today):
    return days_between(joined, today)
