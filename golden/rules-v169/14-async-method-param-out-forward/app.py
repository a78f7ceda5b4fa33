import asyncio


class Account:
    def __init__(self):
        self.balance = 0
        self.owner = "ann"

    async def deposit(self, amount):
        await asyncio.sleep(0)
        self.balance += amount


async def main(x):
    acct = Account()
    amt = x * 2
    await acct.deposit(amt)
    b = acct.balance
    o = acct.owner
    print(o)
    return b


print(asyncio.run(main(7)))
