"""Turn document titles into safe, short file names."""

REPLACEMENTS = {"&": "and", "@": "at", "+": "plus"}


def _swap(word):
    return REPLACEMENTS.get(word, word)


def split_words(text):
    words = []
    for raw in text.split():
        word = raw.strip(".,;:!?()").lower()
        if word:
            words.append(_swap(word))
    return words


def slugify(text, limit):
    words = split_words(text)
    if len(text) > 3 * limit:
        print("slugify: long title cut to", limit)
    slug = "-".join(words)
    return slug[:limit]
