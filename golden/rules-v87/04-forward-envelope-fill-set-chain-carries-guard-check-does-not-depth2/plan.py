"""Split a month's money into envelopes and check what is free."""
from budget import Envelope, Guard


def plan(income, rent):
    guard = Guard()
    guard.arm(1000)
    free = income - rent
    food = Envelope()
    food.fill("food", free // 2)
    guard.check(free)
    food.spend(120)
    note = guard.status()
    remaining = food.left()
    print(note, "- food left", remaining)
    return remaining


if __name__ == "__main__":
    total = plan(2400, 1500)
    print("returned", total)
