"""Print how many ways there are to climb a few staircases."""
from ways import ways


def staircase(steps):
    memo = {0: 1}
    log = []
    count = ways(steps, memo, log)
    print("computed", len(log), "subproblems for", steps)
    return count


def main():
    for steps in (4, 10):
        total = staircase(steps)
        print(steps, "steps:", total)


if __name__ == "__main__":
    main()
