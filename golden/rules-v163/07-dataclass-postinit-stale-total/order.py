from dataclasses import dataclass


@dataclass
class Order:
    qty: int
    price: float = 2.5
    note: str = ""

    def __post_init__(self):
        self.total = self.qty * self.price


q = 4
p = 1.5
o = Order(q, p)
n = 10
o.qty = n
o.note = "rush"
t = o.total
print(t, o.qty, o.note)
