"""Pull messages into a mailbox, skipping spam, up to a limit."""
from postbox import Mailbox


def sync(owner, messages, limit):
    box = Mailbox()
    box.start(owner)
    seen = 0
    for folder, subject in messages:
        if folder == "spam":
            continue
        label = folder.title()
        seen += 1
        if seen > limit:
            break
        box.file(label, subject)
        if box.peek() is None:
            print("nothing filed yet under", label)
    summary = box.report()
    return summary


if __name__ == "__main__":
    inbox = [("home", ""), ("work", "standup"), ("spam", "win!"), ("work", "review"), ("home", "bills")]
    print(sync("ada", inbox, 3))
