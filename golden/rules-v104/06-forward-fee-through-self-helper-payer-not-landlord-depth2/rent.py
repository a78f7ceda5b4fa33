"""Pay the monthly rent from a tenant to a landlord."""
from bank import Account

SERVICE = 3


def settle(rent, payer_name, landlord_name):
    payer = Account(payer_name, 500)
    landlord = Account(landlord_name, 0)
    fee = rent // 10 + SERVICE
    payer.charge(fee)
    landlord.deposit(rent)
    left = payer.balance
    got = landlord.balance
    moves = len(payer.history)
    print(payer_name, "has", left, "after", moves, "moves")
    return got


if __name__ == "__main__":
    print(settle(420, "ann", "lee"))
