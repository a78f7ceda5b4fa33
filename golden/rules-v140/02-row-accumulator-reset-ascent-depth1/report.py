from accumulate import row_sums, best_row


def weekly(scores, offset):
    table = [row[:] for row in scores]
    table[0][0] = 0
    sums, last = row_sums(table, offset)
    table[1][1] = 100
    return sums


def main():
    scores = [[3, -1, 4], [1, 5, -9], [2, 6, 5]]
    base = 0.5
    week = weekly(scores, base)
    print("weekly", week, "best row", best_row(week))
    raw, _ = row_sums(scores, 1.0)
    print("raw", raw)


if __name__ == "__main__":
    main()
