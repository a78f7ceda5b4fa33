class Wallet:
    def deposit(self, amount):
        self.balance = amount

    def show(self):
        return "wallet"


def charge(w, fee):
    note = "fee"
    w.deposit(fee)


def main():
    wallet = Wallet()
    charge(wallet, 5)
    bal = wallet.balance
    print(bal, wallet.show())


main()
