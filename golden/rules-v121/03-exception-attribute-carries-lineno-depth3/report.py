"""Human-readable summaries of validation results."""
from errors import ValidationError, format_problem
from validate import check_rows


def first_bad_line(rows):
    problems = check_rows(rows, strict=False)
    if not problems:
        return 0
    first = problems[0]
    return first.lineno


def describe(rows):
    count = len(rows)
    bad = first_bad_line(rows)
    if bad:
        return f"{count} rows, first problem on line {bad}"
    return f"{count} rows, all valid"


TABLE = [
    "ada,120,EUR",
    "bob,75",
    "cy,30,USD",
    "dee,1,2,3",
]


def main(rows):
    print(describe(rows))
    try:
        check_rows(rows, strict=True)
    except ValidationError as err:
        print("strict mode stops at", format_problem(err))
    else:
        print("strict mode accepts every row")


if __name__ == "__main__":
    main(TABLE)
