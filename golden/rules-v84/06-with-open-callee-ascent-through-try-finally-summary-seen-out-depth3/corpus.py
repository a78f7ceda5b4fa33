"""Size a corpus of text files and keep its vocabulary."""
from wordstats import count_words


def corpus_size(paths, charset):
    sizes = {}
    vocabulary = set()
    skipped = []
    done = []
    for path in paths:
        try:
            sizes[path] = count_words(path, encoding=charset, seen=vocabulary)
        except (OSError, UnicodeDecodeError) as e:
            skipped.append(f"{path}: {e}")
        finally:
            done.append(path)
    return sizes, vocabulary, skipped


def largest(paths):
    best, best_size = None, -1
    for path in paths:
        size = count_words(path)
        if size > best_size:
            best, best_size = path, size
    return best
