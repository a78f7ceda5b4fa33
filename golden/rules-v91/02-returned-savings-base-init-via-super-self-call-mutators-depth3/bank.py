"""Open savings accounts for new customers."""
from accounts import Checking, Savings

RATE = 0.02


def open_savings(owner, email, first, rate):
    acct = Savings(owner, first, rate)
    preview = acct.statement()
    acct.set_contact(email)
    earned = acct.add_interest()
    print(preview.splitlines()[0], earned)
    return acct


def onboard(rows):
    opened = []
    for owner, email, amount in rows:
        if amount <= 0:
            continue
        opened.append(open_savings(owner.strip(), email, amount, RATE))
    return opened


def main():
    spare = Checking("Bank", 0.0)
    spare.deposit(10.0)
    people = [(" Ann ", "ANN@mail.example ", 100.0), ("Bob", "bob@mail.example", 0)]
    for acct in onboard(people):
        print(acct.statement(), acct.contact)
    print(spare.statement())


if __name__ == "__main__":
    main()
