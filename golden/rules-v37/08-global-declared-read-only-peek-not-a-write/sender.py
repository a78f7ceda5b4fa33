"""Number a batch of messages, resuming after the last number a peer saw."""
import seq

TEXT = "hello; ; status ok; bye"


def split_messages(text):
    return [part.strip() for part in text.split(";")]


def send_all(messages, resume_at):
    seq.skip_to(resume_at)
    seq.set_width(6)
    first = seq.peek()
    sent = []
    for body in messages:
        if not body:
            continue
        number = seq.take()
        sent.append(seq.label(number) + " " + body)
    upcoming = seq.peek()
    seq.take()
    print("first", first, "next", upcoming)
    return sent


if __name__ == "__main__":
    print(send_all(split_messages(TEXT), 40))
