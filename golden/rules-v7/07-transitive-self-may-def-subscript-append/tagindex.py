"""Index of photos by tag."""


class TagIndex:
    def __init__(self):
        self.tags = {}

    def _ensure(self, tag):
        if tag not in self.tags:
            self.tags[tag] = []

    def _link(self, tag, photo_id):
        self._ensure(tag)
        self.tags[tag].append(photo_id)

    def add(self, photo_id, labels):
        for label in labels:
            self._link(label.strip().lower(), photo_id)

    def count(self):
        return sum(len(ids) for ids in self.tags.values())

    def lookup(self, tag):
        return sorted(self.tags.get(tag, ()))
