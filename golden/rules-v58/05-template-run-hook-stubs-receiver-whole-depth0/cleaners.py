"""Pipelines that clean the lines of an orders export."""
from pipeline import Pipeline


class CsvCleaner(Pipeline):
    def accept(self, record):
        return bool(record) and not record.startswith("#")

    def transform(self, record):
        fields = [field.strip() for field in record.split(",")]
        if not fields[0]:
            return None
        return fields


class JsonCleaner(Pipeline):
    def transform(self, record):
        return record.strip().strip("{}")


def clean(lines):
    cleaner = CsvCleaner("orders")
    rows = cleaner.run(lines)
    print(len(rows), "rows kept")
    return rows


if __name__ == "__main__":
    print(clean(["# id,item", "1, apple ", "", ",missing id", "2,pear"]))
