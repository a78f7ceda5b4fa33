"""Errors raised while importing ledger batches."""


class ParseError(ValueError):
    """A line of a batch is malformed; the whole batch is rejected."""

    def __init__(self, lineno, message):
        super().__init__(f"line {lineno}: {message}")
        self.lineno = lineno
        self.message = message


class EmptyLineError(ParseError):
    """A blank line: harmless, counted and skipped."""

    def __init__(self, lineno):
        super().__init__(lineno, "empty line")


class BatchRejected(Exception):
    """Recorded by the runner when a batch had to be abandoned."""

    def __init__(self, name, cause):
        super().__init__(f"batch {name!r} rejected: {cause}")
        self.name = name
