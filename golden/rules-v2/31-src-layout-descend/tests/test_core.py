from slugkit.core import slugify, unique_slug


def test_basic():
    title = "Hello, World!"
    assert slugify(title) == "hello-world"


def test_unicode():
    result = slugify("Cr\u00e8me Br\u00fbl\u00e9e")
    assert result == "creme-brulee"


def test_separator():
    words = ["Tea", "for", "Two"]
    joined = " ".join(words)
    assert slugify(joined, separator="_") == "tea_for_two"


def test_truncate():
    long_title = "a" * 100
    assert len(slugify(long_title, max_length=10)) == 10


def test_unique():
    taken = {"my-post", "my-post-2"}
    slug = unique_slug("My Post", taken)
    assert slug == "my-post-3"
