"""Keep a leaderboard of lap times sorted as the results come in."""
from bisect_py import bisect_right, insort_right


def record(board, lap, driver):
    entry = (lap, driver)
    insort_right(board, entry)
    return board.index(entry) + 1


def position(board, lap, top):
    probe = (lap, "~")
    limit = min(top, len(board))
    ahead = bisect_right(board, probe, 0, limit)
    label = "P" + str(ahead + 1)
    return label


def by_name(board):
    names = []
    for lap, driver in board:
        insort_right(names, driver, key=str.lower)
    return names


if __name__ == "__main__":
    board = []
    for lap, driver in [(92.4, "ada"), (91.8, "Grace"), (93.0, "linus")]:
        print(driver, "placed", record(board, lap, driver))
    print(position(board, 92.0, 10), by_name(board))
