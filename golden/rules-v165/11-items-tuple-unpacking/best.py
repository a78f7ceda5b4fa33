def main():
    scores = {"ann": 3, "bob": 5}
    total = 0
    best = None
    best_score = -1
    for name, score in scores.items():
        total += score
        if score > best_score:
            best = name
            best_score = score
    print(total)
    print(best)


main()
