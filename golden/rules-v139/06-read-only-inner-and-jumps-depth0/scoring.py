"""Score a round of a word game."""


def score_round(words, banned, bonus):
    total = 0
    misses = 0

    def show(word):
        print(f"  {word}: running total {total}")

    def miss(word):
        nonlocal misses
        misses += 1
        print(f"  {word} is banned")

    for word in words:
        if word == "STOP":
            break
        if word in banned:
            miss(word)
            continue
        total += len(word)
        show(word)
    if total > 10:
        total += bonus
    print(f"  {misses} banned words")
    return total
