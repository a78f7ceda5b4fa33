class Account:
    def __init__(self):
        self.last = None

    def deposit(self, amount):
        fee = 1
        self.last = amount


def main():
    acct = Account()
    acct.deposit(50)
    acct.deposit(70)
    note = acct.last
    print(note)


main()
