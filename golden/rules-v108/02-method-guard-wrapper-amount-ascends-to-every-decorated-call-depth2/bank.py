"""Opening accounts and month-end processing."""
from account import Account


def open_account(owner, opening):
    acct = Account(owner)
    if opening:
        acct.deposit(opening)
    return acct


def welcome(owner, gift):
    start = 100 + gift
    return open_account(owner, start)


def month_end(owner):
    acct = Account(owner)
    acct.deposit(80)
    acct.add_bonus(12)
    fees = {"card": 3, "sms": 0, "paper": 2}
    charged = acct.pay_fees(fees)
    return acct.statement(), charged


def refuse_negative():
    probe = Account("probe")
    try:
        probe.withdraw(-5)
    except ValueError as err:
        return str(err)
    return "accepted"


def report(gift):
    ana = welcome("ana", gift)
    return ana.statement()


if __name__ == "__main__":
    print(report(25))
    print(month_end("bo"))
    print(refuse_negative())
