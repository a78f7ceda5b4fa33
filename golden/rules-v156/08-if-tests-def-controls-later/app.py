def classify(score):
    label = "low"
    limit = 50
    if score > limit:
        label = "high"
        extra = 1
    else:
        extra = 0
    print(extra)
    return label


def main():
    s = 80
    out = classify(s)
    print(out)


main()
