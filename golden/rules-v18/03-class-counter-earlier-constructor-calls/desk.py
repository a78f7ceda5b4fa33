"""A help desk that opens tickets for incoming requests."""
from tickets import Note, Ticket, issued_so_far


def open_batch(subjects, urgent):
    head = subjects[0].strip().capitalize()
    first = Ticket(head)
    memo = Note("batch of %d" % len(subjects))
    if urgent:
        Ticket("escalation")
    print("open so far:", issued_so_far())
    last = Ticket(subjects[-1])
    tag = last.label()
    Ticket("follow-up")
    return first.title, tag, memo.number


def morning(queue, urgent):
    subjects = [line.strip() for line in queue if line.strip()]
    batch = open_batch(subjects, urgent)
    return batch


if __name__ == "__main__":
    print(morning(["printer jammed", " vpn down "], True))
