"""Turn a small tag markup into parser events and print its outline."""
import re

from outline import outline

TOKEN = re.compile(r"<(/?)(\w+)>|<!--(.*?)-->|([^<]+)")


def events_of(source):
    events = []
    for m in TOKEN.finditer(source):
        close, tag, comment, text = m.groups()
        if tag:
            events.append(("end" if close else "start", tag))
        elif comment is not None:
            events.append(("comment", comment))
        else:
            events.append(("text", text))
    return events


def summarize(source, verbose):
    events = events_of(source)
    title = source[:24]
    lines = outline(events, keep_comments=verbose)
    return title + "\n" + "\n".join(lines)


def main(sources, verbose):
    for source in sources:
        print(summarize(source, verbose))


if __name__ == "__main__":
    main(["<doc><h1>Intro</h1><!-- draft --><p>Hello <b>you</b></p></doc>"], True)
    main(["<ul><li>one</li><!-- todo --><li>two</li></ul>"], False)
