"""Copy a text file in fixed-size blocks, with an optional cap on the number of blocks."""

BLOCK = 16
BANNER = "# mirrored copy\n"


def copy_blocks(src, dst, max_blocks=0, size=BLOCK):
    copied = 0
    blocks = 0
    complete = False
    with open(src, encoding="utf-8") as fin:
        with open(dst, "w", encoding="utf-8") as fout:
            fout.write(BANNER)
            while (block := fin.read(size)):
                if max_blocks and blocks >= max_blocks:
                    break
                fout.write(block)
                copied += len(block)
                blocks += 1
            else:
                complete = True
            fout.flush()
    if not complete:
        print("stopped after", blocks, "blocks of", src)
    return copied, complete
