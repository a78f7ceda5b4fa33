"""A tokenizer loop in the shape of shlex.shlex.read_token."""
class Lexer:
    def __init__(self, instream, quotes="'\""):
        self.instream = instream
        self.quotes = quotes
        self.state = " "
        self.lineno = 1
        self.token = ""

    def read_token(self):
        quoted = False
        while True:
            nextchar = self.instream.read(1)
            if self.state == " ":
                if not nextchar:
                    break
                elif nextchar.isspace():
                    if self.token or quoted:
                        break
                elif nextchar == "#":
                    self.instream.readline()
                    self.lineno += 1
                elif nextchar in self.quotes:
                    self.state = nextchar
                else:
                    self.token = nextchar
                    self.state = "a"
            elif self.state in self.quotes:
                quoted = True
                if nextchar == self.state or not nextchar:
                    self.state = "a"
                else:
                    self.token += nextchar
            elif not nextchar or nextchar.isspace():
                if nextchar == "\n":
                    self.lineno += 1
                self.state = " "
                break
            else:
                self.token += nextchar
        result = self.token
        self.token = ""
        if not result and not quoted:
            return None
        return result
