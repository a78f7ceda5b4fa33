"""Publishes the results of the club's 5k."""
from results import summary


def parse_times(rows):
    finish = {}
    for row in rows:
        name, stamp = row.split(";")
        minutes, secs = stamp.split(":")
        finish[name.strip()] = int(minutes) * 60 + int(secs)
    return finish


def publish(rows, runner):
    finish = parse_times(rows)
    title = "Club 5k, %d finishers" % len(finish)
    line = summary(finish, 3, runner)
    return title + ": " + line


if __name__ == "__main__":
    print(publish(["ann;18:05", "bo;19:40", "cy;18:05", "di;23:10"], "cy"))
