from parity import is_even, is_odd, longest_run


def classify(values):
    steps = []
    labels = {}
    for v in values:
        size = abs(v)
        flag = is_even(size, steps)
        labels[v] = "even" if flag else "odd"
    odd_three = is_odd(3, steps)
    return labels, len(steps), odd_three, longest_run(steps)


def main():
    labels, steps, check, run = classify([4, -3, 0, 7])
    for value, label in labels.items():
        print(value, label)
    print("steps", steps, "is_odd(3)", check, "run", run)


main()
