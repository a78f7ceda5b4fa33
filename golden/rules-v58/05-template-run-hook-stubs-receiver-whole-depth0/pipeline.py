"""Record pipelines whose steps are hooks for subclasses."""


class Pipeline:
    def __init__(self, name):
        self.name = name
        self.rejected = []

    def accept(self, record):
        return bool(record)

    def transform(self, record):
        return record

    def run(self, records):
        kept = []
        seen = 0
        for record in records:
            seen += 1
            if not self.accept(record):
                self.rejected.append(record)
                continue
            value = self.transform(record)
            if value is None:
                continue
            kept.append(value)
        print(self.name, "saw", seen, "records")
        return kept
