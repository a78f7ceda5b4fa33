def main():
    log = []
    raw = "12x"
    try:
        val = int(raw)
    except ValueError as e:
        msg = str(e)
        log.append(msg)
    print(log)
    print(raw)
main()
