def connect(host, port=80, timeout=10):
    addr = host + ":" + str(port)
    return addr

def main():
    h = "example"
    t = 30
    p = 8080
    a = connect(h, timeout=t, port=p)
    return a
