"""Report the size of a folder of text files."""
import glob
import os
import tempfile

from corpus import corpus_size, largest


def main(folder, charset):
    paths = sorted(glob.glob(os.path.join(folder, "*.txt")))
    sizes, vocabulary, skipped = corpus_size(paths, charset)
    top = largest(paths)
    print(f"{sum(sizes.values())} words in {len(sizes)} files, largest {top}")
    print(f"{len(vocabulary)} distinct words, {len(skipped)} skipped")


if __name__ == "__main__":
    folder = tempfile.mkdtemp()
    samples = {"a.txt": "one two three\nfour two\n", "b.txt": "five six\n"}
    for name, text in samples.items():
        with open(os.path.join(folder, name), "w", encoding="utf-8") as out:
            out.write(text)
    charset = os.environ.get("CORPUS_CHARSET", "utf-8")
    main(folder, charset)
