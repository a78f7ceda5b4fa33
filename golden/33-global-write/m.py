counter = 0
other = 0

def bump():
    global counter
    counter = counter + 1

def report():
    return counter * 10
