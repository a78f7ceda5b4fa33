"""Compose a message and its archived copy."""
from mailmsg import add_header, count_header, render, with_trace


def compose(sender, to, subject, body):
    common = []
    stats = {}
    add_header(common, "To", to)
    add_header(common, "Subject", subject)
    origin = sender.strip().lower()
    shown = count_header(stats, "From", origin)
    archive = with_trace(common, origin)
    headers = list(common)
    add_header(headers, "From", shown)
    message = render(headers, body)
    copy = render(archive, "")
    print(len(stats), len(common))
    return message, copy


def send(sender, to):
    message, copy = compose(sender, to, "Quarterly figures for the board", "Hi.")
    print(message)
    return len(copy)


if __name__ == "__main__":
    print(send(" Ann@Example.ORG ", "bob@example.org"))
