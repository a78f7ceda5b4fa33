"""Report where the first wall of each maze is."""
from grid import first_wall


def scan(text, start):
    grid = [line.rstrip() for line in text.splitlines() if line.strip()]
    width = max(len(row) for row in grid)
    hit = first_wall(grid, start, width)
    return hit


def report(mazes):
    results = {}
    for name, text in mazes.items():
        start = 1 if text.startswith("=") else 0
        title = name.title()
        results[title] = scan(text, start)
    return results


if __name__ == "__main__":
    print(report({"open": " . \n.. \n", "walled": "===\n. #\n", "inner": " .\n #.\n"}))
