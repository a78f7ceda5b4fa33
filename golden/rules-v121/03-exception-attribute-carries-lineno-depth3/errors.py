"""Problems found while validating comma-separated rows."""


class ValidationError(ValueError):
    """A row failed validation; carries the 1-based file line number."""

    def __init__(self, lineno, reason):
        super().__init__(f"line {lineno}: {reason}")
        self.lineno = lineno
        self.reason = reason


class EncodingError(ValueError):
    """The input could not be decoded."""

    def __init__(self, position):
        super().__init__(f"undecodable byte at {position}")
        self.position = position


def format_problem(problem):
    return f"line {problem.lineno}: {problem.reason}"
