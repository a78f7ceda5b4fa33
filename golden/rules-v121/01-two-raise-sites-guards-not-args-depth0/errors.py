"""Errors raised while reading the settings format."""


class SettingsError(Exception):
    """Base class for every settings problem."""


class ParseError(SettingsError):
    """A single line could not be parsed."""

    def __init__(self, lineno, message):
        super().__init__(f"line {lineno}: {message}")
        self.lineno = lineno
        self.message = message


def describe(err):
    """One-line description used by the command-line front end."""
    if isinstance(err, ParseError):
        return f"parse error on line {err.lineno}: {err.message}"
    return f"settings error: {err}"
