"""Reports of amounts in one currency."""
from report import Report


class MoneyReport(Report):
    def __init__(self, title, currency, rate=1.0):
        self.title = title
        self.width = 14
        self.currency = currency
        self.rate = rate

    def heading(self, stamp):
        prefix = "Statement of " + stamp
        return "%s [%s] %s" % (prefix, self.currency, self.title)

    def render_line(self, item):
        amount = round(item * self.rate, 2)
        return ("%s %.2f" % (self.currency, amount)).rjust(self.width)


def statement(account, entries):
    rep = MoneyReport(account.upper(), "EUR", rate=1.1)
    text = rep.render(entries)
    return text
