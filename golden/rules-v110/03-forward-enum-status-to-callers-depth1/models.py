"""Invoice records and their status enum."""
from enum import Enum
from typing import NamedTuple


class Status(Enum):
    OPEN = "open"
    PAID = "paid"
    VOID = "void"

    def is_settled(self):
        return self is Status.PAID or self is Status.VOID

    def badge(self):
        return self.value.upper()


class Invoice(NamedTuple):
    number: str
    amount: float
    status: str


def parse(line):
    number, amount, status = line.split(";")
    return Invoice(number.strip(), float(amount), status.strip())
