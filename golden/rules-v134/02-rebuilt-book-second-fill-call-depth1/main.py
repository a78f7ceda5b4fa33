from fill import fill_counts


def main():
    morning = ["Tea", "coffee", "tea "]
    evening = ["wine", "Tea"]
    loud = True
    book = {"tea": 10}
    fill_counts(book, morning, loud)
    first = book.get("tea", 0)
    book = {}
    fill_counts(book, evening, not loud)
    again = book.get("tea", 0)
    print(first, again, book["_runs"])


def banner(text):
    return "== " + text + " =="


main()
