"""Read pasted spreadsheet snippets, choosing the dialect with the verbatim csv.Sniffer quote guesser."""
import csv
import io

from sniffcut import Sniffer

PASTED = 'id; "name"; "city"\n1; "Ada"; "London"\n2; "Linus"; "Helsinki"\n'
COLUMN = ['"north"', '"south"', "'west'"]


def guess(sample, allowed):
    sniffer = Sniffer()
    return sniffer._guess_quote_and_delimiter(sample, allowed)


def quote_of_column(cells):
    joined = "\n".join(cells)
    sniffer = Sniffer()
    quotechar, _, _, _ = sniffer._guess_quote_and_delimiter(joined, None)
    return quotechar


def read(sample):
    quotechar, doublequote, delim, skipspace = guess(sample, ",;")
    reader = csv.reader(io.StringIO(sample), delimiter=delim or ",",
                        quotechar=quotechar or '"', doublequote=doublequote,
                        skipinitialspace=bool(skipspace))
    return list(reader)


if __name__ == "__main__":
    print(guess(PASTED, ",;"))
    print(read(PASTED))
    print(quote_of_column(COLUMN))
