from jobs import schedule, render, head


def plan_day(jobs):
    label = "day plan"
    pending, count = schedule(jobs, 100)
    text = render(pending)
    summary = "%s (%d waiting)" % (label, count)
    print(summary)
    return text


def main():
    todays = [30, 10, 20, 40]
    out = plan_day(todays)
    print(out)
    print("head job was", head(todays))


main()
