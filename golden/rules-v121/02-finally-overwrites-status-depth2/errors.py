"""Exceptions used by the report loader."""


class ReportError(Exception):
    """Base class for report problems."""


class ParseError(ReportError):
    """A row of a report could not be read."""

    def __init__(self, lineno, message):
        super().__init__(f"line {lineno}: {message}")
        self.lineno = lineno
        self.message = message


class ColumnError(ReportError):
    """A parsed row has an unusable column."""

    def __init__(self, column, value):
        super().__init__(f"bad {column}: {value!r}")
        self.column = column
        self.value = value
