"""Storage bins whose item lists come from field(default_factory=list)."""
from dataclasses import dataclass, field


@dataclass
class Bin:
    code: str
    capacity: int = 100
    items: list = field(default_factory=list)
    audit: list = field(default_factory=list)

    def put(self, sku, qty):
        self.items.append((sku, qty))
        self.audit.append(f"put {qty} x {sku}")

    def count(self):
        return sum(qty for _, qty in self.items)

    def free(self):
        return self.capacity - len(self.items)


def stock(deliveries):
    front = Bin("A1")
    back = Bin("B7", capacity=500)
    for sku, qty in deliveries:
        if qty > 10:
            back.put(sku, qty)
        else:
            front.put(sku, qty)
    print("back holds", back.count(), "free", back.free())
    print("front holds", front.count())
    return front
