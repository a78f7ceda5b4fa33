"""Print the top of a small league table from match result lines such as 'ann bo 2-1'."""
from scoreboard import standings


def load(lines):
    matches = []
    for line in lines:
        home, away, score = line.split()
        left, right = score.split("-")
        matches.append((home, away, int(left), int(right)))
    return matches


def report(lines, size):
    matches = load(lines)
    shown = max(1, size)
    table = standings(matches, shown)
    print("top", shown, ":", ", ".join(table))
    return table


if __name__ == "__main__":
    print(report(["ann bo 2-1", "bo cy 4-0", "cy ann 1-1", "bo dee 2-0", "dee ann 0-2", "cy dee 1-1", "dee bo 1-1"], 3))
