"""Immutable breadcrumb trails, pyrsistent-style: append returns a new trail."""


def slug(text):
    return text.strip().lower().replace(" ", "-")


class Trail:
    def __init__(self, parts):
        self.parts = tuple(parts)

    def append(self, part):
        return Trail(self.parts + (slug(part),))

    def depth(self):
        return len(self.parts)

    def render(self, sep):
        return sep.join(self.parts)
