"""Errors raised while loading configuration sources."""


class ConfigError(Exception):
    """A configuration source is missing or invalid.

    The low-level exception that triggered it is kept as __cause__
    by `raise ... from err`.
    """

    def __init__(self, source, reason):
        super().__init__(f"{source}: {reason}")
        self.source = source
        self.reason = reason


class UnknownKeyError(ConfigError):
    """A key that the application does not understand."""

    def __init__(self, source, key):
        super().__init__(source, f"unknown key {key!r}")
        self.key = key
