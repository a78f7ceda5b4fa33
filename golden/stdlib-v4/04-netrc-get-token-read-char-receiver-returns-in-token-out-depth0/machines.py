"""List the machine entries of a .netrc text with the netrc tokenizer."""
import io

from netrc_lexer import _netrclex


def machines(text):
    lexer = _netrclex(io.StringIO(text))
    found = []
    token = lexer.get_token()
    while token:
        if token == "machine":
            host = lexer.get_token()
            found.append(host)
        elif token == "default":
            found.append("(default)")
        token = lexer.get_token()
    return found


if __name__ == "__main__":
    sample = ('machine "build server" login ci password "s3\\"cret"\n'
              '# comment line\n'
              'machine \\backup login ops\n'
              'machine mirror.example.org login anonymous\n'
              'default login guest\n')
    print(machines(sample))
