"""Price quotes as frozen records; variants are made with dataclasses.replace."""
from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Quote:
    base: float
    currency: str
    markup: float

    def total(self):
        return round(self.base * (1 + self.markup), 2)

    def label(self):
        return f"{self.currency} {self.total():.2f}"


def with_markup(quote, markup):
    return replace(quote, markup=markup)


def compare(base, premium_rate):
    original = Quote(base, "EUR", 0.1)
    premium = with_markup(original, premium_rate)
    print("premium", premium.label())
    value = original.total()
    return value, premium.total()
