mode = "slow"


def configure(fast):
    global mode
    if fast:
        mode = "fast"


def describe():
    label = "mode=" + mode
    return label


configure(True)
text = describe()
print(text)
