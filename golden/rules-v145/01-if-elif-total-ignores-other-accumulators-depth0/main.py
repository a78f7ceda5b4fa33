"""Print the end-of-day summary for one card terminal."""

from stats import summarize, format_money

DAY = [12.5, -4.0, 30.0, 250.0, 7.5, -12.0, 18.0]
LIMIT = 100


def header(terminal):
    line = "=" * 20
    print(line)
    print("terminal", terminal)
    print(line)


def main():
    header("T-07")
    avg = summarize(DAY, LIMIT)
    print("average normal sale:", format_money(avg))


main()
