"""Publish the weekly statistics page under a banner."""
from reports import Table, Banner


def publish(stats, heading):
    banner = Banner(heading)
    table = Table(heading.lower(), stats)
    top = banner.render()
    page = table.render()
    print(top)
    return page


def word_count(text):
    words = text.split()
    return len(words)


if __name__ == "__main__":
    WEEK = [("visits", 120), ("signups", 7)]
    page_text = publish(WEEK, "Weekly stats")
    print(page_text)
    print("words:", word_count(page_text))
