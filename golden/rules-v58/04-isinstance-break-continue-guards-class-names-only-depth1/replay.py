"""Replay recorded input into a text buffer."""
from events import Click, Event, KeyPress, Quit, decode


def replay(events, width):
    typed = []
    clicks = 0
    for event in events:
        if isinstance(event, Quit):
            break
        if not isinstance(event, Event):
            continue
        if isinstance(event, KeyPress):
            typed.append(event.key)
        elif isinstance(event, Click):
            clicks += 1
    print("clicks:", clicks)
    text = "".join(typed)[:width]
    return text


def session(records, width=20):
    events = decode(records)
    return replay(events, width)


if __name__ == "__main__":
    log = [("key", "kbd", "h"), ("click", "mouse", (3, 4)), ("raw", "?", "noise"), ("key", "kbd", "i"), ("quit", "win", None), ("key", "kbd", "!")]
    print(session(log))
