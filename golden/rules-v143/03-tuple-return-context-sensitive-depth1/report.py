from summary import summarize, spread


def report(batch, title):
    heading = title.upper()
    total, count = summarize(batch, heading)
    avg = total / count
    width = spread(batch)
    print(heading, avg, width)
    return avg


def audit(archive):
    old_total, old_count = summarize(archive, "audit")
    return old_total > 100


def main():
    today = [4, -2, 9, 5]
    history = [50, 60, 70]
    name = "daily"
    report(today, name)
    print("audit ok:", audit(history))


main()
