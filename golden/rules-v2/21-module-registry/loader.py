"""Load data files by extension."""
import formats  # noqa: F401  (registers the built-in readers)
import registry


def load(path):
    ext = path.rsplit(".", 1)[-1].lower()
    reader = registry.reader_for(ext)
    with open(path, encoding="utf-8") as fh:
        return reader(fh.read())
