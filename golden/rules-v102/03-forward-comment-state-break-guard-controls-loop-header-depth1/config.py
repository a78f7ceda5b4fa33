"""Load a tiny settings file whose comments start with '#'."""
from strip import strip_comments


def load_config(text):
    raw_count = text.count("\n")
    body = strip_comments(text)
    kept = [row.strip() for row in body.splitlines() if row.strip()]
    return kept, raw_count


def main():
    text = 'name = "a # b"  # the name\n# whole line\nport = 8080\n__END__\nignored = 1\n'
    kept, raw_count = load_config(text)
    print(kept)
    print(raw_count)


if __name__ == "__main__":
    main()
