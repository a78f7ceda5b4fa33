"""Play two rounds of the word game."""
from scoring import score_round

BANNED = {"xyzzy", "qq"}

first = score_round(["apple", "qq", "banana"], BANNED, 5)
second = score_round(["kiwi", "STOP", "melon"], BANNED, 2)
print("round scores:", first, second)
