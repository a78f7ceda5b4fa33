"""Add up the amounts mentioned in a log."""
from words import scan


def total(lines):
    result = 0
    for line in lines:
        if line.startswith("#"):
            continue
        words, amounts = scan(line)
        result += sum(amounts)
    return result


if __name__ == "__main__":
    log = ["# header 99", "Paid 12 EUR, then 30", "refund 5x2"]
    print(total(log))
