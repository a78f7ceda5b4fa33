"""Scale one row of each matrix and report the row totals."""

from matrix import identity, scale_row, row_total


def main():
    a = [[1, 2, 3], [4, 5, 6]]
    b = identity(2)
    factor = 4
    k = factor / 2
    scale_row(a, 0, k)
    scale_row(b, 1, 3)
    ta = row_total(a[0])
    tb = row_total(b[1])
    print("a row 0:", ta)
    print("b row 1:", tb)
    print("factor", factor, "rows", len(a), len(b))


if __name__ == "__main__":
    main()
