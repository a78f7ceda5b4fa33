"""Duration parsing with typed overloads."""
from typing import overload


@overload
def to_seconds(value: int) -> int: ...


@overload
def to_seconds(value: str) -> int: ...


def to_seconds(value):
    text = str(value).strip()
    factor = 60 if text.endswith("m") else 1
    return int(text.rstrip("m")) * factor
