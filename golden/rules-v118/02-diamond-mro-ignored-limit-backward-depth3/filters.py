"""Text filters combined by cooperative multiple inheritance (a diamond)."""


class Filter:
    def __init__(self, marker):
        self.marker = marker

    def run(self, text, limit):
        return text[:limit] + self.marker


class Stripping(Filter):
    def run(self, text, limit):
        text = text.strip()
        return super().run(text, limit)


class Lowering(Filter):
    def run(self, text, limit):
        cap = 12
        return super().run(text.lower(), cap)


class Normalizer(Stripping, Lowering):
    """MRO: Normalizer, Stripping, Lowering, Filter."""
