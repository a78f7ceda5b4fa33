import io
def main():
    text = "alpha\nbeta\n"
    extra = "gamma\n"
    with io.StringIO(text) as fh, io.StringIO(extra) as gh:
        first = fh.readline()
        second = gh.readline()
    print(first, second)
main()
