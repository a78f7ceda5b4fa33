"""Build a one-line-per-class help index with the verbatim pydoc helpers."""
from pydoc_cut import classname, cram, replace, splitdoc


def summary(obj, modname, width):
    synopsis, rest = splitdoc(obj.__doc__ or "")
    title = classname(obj, modname)
    line = replace(title + " - " + synopsis, "\t", " ", "  ", " ")
    return cram(line, width), len(rest.splitlines())


def bases_of(cls, modname):
    names = [classname(base, modname) for base in cls.__bases__]
    return ", ".join(names) or "-"


def index(classes, modname, width=44):
    rows = []
    for cls in classes:
        text, extra = summary(cls, modname, width)
        rows.append("%s (%s) +%d" % (text, bases_of(cls, modname), extra))
    return rows


class Spool(dict):
    """In-memory spool of queued jobs.

    Jobs are kept by id and flushed in insertion order."""


class RetryQueue(Spool):
    """Spool that re-queues failed jobs  after\ta delay."""


if __name__ == "__main__":
    for row in index([Spool, RetryQueue, KeyError], __name__):
        print(row)
