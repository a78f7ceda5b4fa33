"""Open a student account and a shop account and try two payments."""
from accounts import Student, Shop


def verdict(ok):
    if ok:
        return "accepted"
    return "refused"


def open_accounts(requested, school):
    limit = requested // 2
    kid = Student("Ann", limit, school)
    shop = Shop("Bakery", 50)
    paid = kid.withdraw(120)
    sold = shop.withdraw(20)
    room = kid.available()
    if not paid:
        print("student payment", verdict(paid))
    print("shop payment", verdict(sold))
    return room


if __name__ == "__main__":
    print("student room left:", open_accounts(300, "Tech"))
