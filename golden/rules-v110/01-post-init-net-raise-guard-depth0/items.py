"""Order line items for a small shop: the subtotal is derived in __post_init__."""
from dataclasses import dataclass, field


@dataclass
class LineItem:
    sku: str
    unit_price: float
    quantity: int = 1
    discount: float = 0.0
    tags: list = field(default_factory=list)
    subtotal: float = field(init=False, default=0.0)

    def __post_init__(self):
        if self.quantity < 0:
            raise ValueError(f"negative quantity for {self.sku}")
        rate = self.discount
        if rate > 0.5:
            rate = 0.5
            self.tags.append("capped")
        self.label = f"{self.sku} x{self.quantity}"
        gross = self.unit_price * self.quantity
        net = gross * (1 - rate)
        self.subtotal = round(net, 2)

    def describe(self):
        flags = ",".join(self.tags) or "-"
        return f"{self.label:<14} {self.subtotal:>8.2f} [{flags}]"
