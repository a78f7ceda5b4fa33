"""Orders, parsed from text lines or started empty for express delivery."""


class Order:
    __slots__ = ("code", "lines", "express")
    opened = 0

    def __init__(self, code, express=False):
        Order.opened += 1
        self.code = code
        self.lines = []
        self.express = express

    @classmethod
    def from_lines(cls, code, texts):
        order = cls(code)
        for text in texts:
            if not text.strip():
                continue
            order.add_line(text)
        return order

    @staticmethod
    def parse_line(text):
        qty_part, rest = text.split(" x ")
        name, price_part = rest.split(" @ ")
        return name.strip(), int(qty_part), float(price_part)

    def add_line(self, text):
        name, qty, price = self.parse_line(text)
        self.lines.append((name, qty, price))

    def __repr__(self):
        return f"Order({self.code}, {len(self.lines)} lines)"
