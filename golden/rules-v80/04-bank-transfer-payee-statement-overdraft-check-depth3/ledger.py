"""One day of payments between three accounts, printed as statements."""
import sys

from bank import Account, transfer


def settle(rent, tip):
    journal = []
    alice = Account("alice", 100, overdraft=50)
    bob = Account("bob", 20)
    carol = Account("carol")
    print(alice.statement())
    carol.deposit(tip)
    transfer(alice, bob, rent, journal)
    summary = bob.statement()
    print("; ".join(journal))
    return summary, carol.statement()


def main(argv):
    rent = int(argv[0]) if argv else 120
    tip = rent // 10
    print(settle(rent, tip))


if __name__ == "__main__":
    main(sys.argv[1:])
