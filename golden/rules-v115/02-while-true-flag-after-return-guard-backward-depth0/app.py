"""Load three config blocks and show how each one ended."""

from reader import read_block


def show(title, lines, limit):
    kept, status = read_block(lines, limit)
    print(f"{title}: {len(kept)} lines, {status}")
    return status


def main():
    short = ["host=a", "", "port=1", "END", "ignored=1"]
    long = ["a=1", "b=2", "", "c=3", "d=4"]
    show("short", short, 5)
    show("long", long, 2)
    show("open", ["x=1"], 4)


if __name__ == "__main__":
    main()
