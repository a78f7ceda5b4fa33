class TimestampMixin:
    def touch(self, now):
        self.updated = now

    def age(self, now):
        return now - self.updated


class Item(TimestampMixin):
    def describe(self):
        return "item"
